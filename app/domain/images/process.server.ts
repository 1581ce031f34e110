import type { OutputInfo, Sharp } from "sharp";
import { IMAGE_FORMATS, type ImageFormat, MAX_IMAGE_SIDE, MAX_UPLOAD_BYTES, variantWidths } from "./variants";

export { MAX_UPLOAD_BYTES };
/** The whole upload request: the image plus room for the multipart boundaries and headers. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/** Why an upload was refused; the value is the i18n key shown to the staff member. */
export type ImageRefusal = "images.tooLarge" | "images.unsupportedType" | "images.unreadable";

export class ImageRefusedError extends Error {
  override name = "ImageRefusedError";
  constructor(readonly reason: ImageRefusal) {
    super(reason);
  }
}

export type ImageVariant = { width: number; format: ImageFormat; bytes: Buffer };
export type ProcessedImage = { width: number; height: number; variants: ImageVariant[] };

/**
 * The type is read from the first bytes, never from the file name or the browser's claim, so a
 * renamed text file (or an SVG with scripts) never reaches the encoder.
 */
export function sniffImageType(bytes: Uint8Array): "jpeg" | "png" | "webp" | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(1, 4) === "PNG" && bytes[4] === 0x0d) return "png";
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  // Effort 4 keeps a 2000px AVIF under a couple of seconds; the gain of higher efforts is small.
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 80 }),
};

/**
 * Turns an upload into the responsive variants of app/domain/images/variants.ts: oriented by its
 * EXIF tag, without metadata (sharp drops it unless asked, which keeps camera GPS data private),
 * longest side at most 2000px.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new ImageRefusedError("images.tooLarge");
  if (!sniffImageType(bytes)) throw new ImageRefusedError("images.unsupportedType");
  // Loaded at the first upload: sharp and its image library are not needed to serve pages.
  const { default: sharp } = await import("sharp");
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(bytes, { failOn: "error" })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRefusedError("images.unreadable");
  }
  const { width, height, channels } = base.info;
  const variants: ImageVariant[] = [];
  for (const variantWidth of variantWidths(width)) {
    for (const format of IMAGE_FORMATS) {
      const image = sharp(base.data, { raw: { width, height, channels } }).resize({ width: variantWidth });
      variants.push({ width: variantWidth, format, bytes: await ENCODERS[format](image).toBuffer() });
    }
  }
  return { width, height, variants };
}
