import { randomUUID } from "node:crypto";
import { processImage } from "./process.server";
import type { ImageStorage } from "./storage.server";
import { type ImageFormat, type StoredImage, variantName, variantWidths } from "./variants";

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp" };

/**
 * Processes an upload and stores every variant under a fresh key. Processing finishes before the
 * first write, so a refused file leaves nothing behind; a failed write removes what was written.
 */
export async function storeImage(storage: ImageStorage, bytes: Buffer): Promise<StoredImage> {
  const processed = await processImage(bytes);
  const key = randomUUID();
  const written: string[] = [];
  try {
    for (const variant of processed.variants) {
      const name = variantName(key, variant.width, variant.format);
      await storage.put(name, variant.bytes, CONTENT_TYPES[variant.format]);
      written.push(name);
    }
  } catch (error) {
    await storage.delete(written).catch(() => undefined);
    throw error;
  }
  return { key, width: processed.width, height: processed.height };
}

/** Every object name of a stored image, for deleting it. */
export function imageObjectNames(image: StoredImage): string[] {
  return variantWidths(image.width).flatMap((width) =>
    (Object.keys(CONTENT_TYPES) as ImageFormat[]).map((format) => variantName(image.key, width, format)),
  );
}
