/**
 * Uploaded images are stored as responsive variants: AVIF and WebP, each at the widths below that
 * are smaller than the original, plus the original's width capped at 2000px (issue: longest side at
 * most 2000px). A variant is addressed by the image key, its width and its format.
 */
export const IMAGE_WIDTHS = [480, 960, 1440, 2000] as const;
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const MAX_IMAGE_SIDE = 2000;
/** The largest upload accepted; the browser checks it before sending, the server again on arrival. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** An image as records keep it: its key and the size of its largest variant. */
export type StoredImage = { key: string; width: number; height: number };

/** The widths stored for an image whose largest variant is `width` pixels wide. */
export function variantWidths(width: number): number[] {
  return [...IMAGE_WIDTHS.filter((candidate) => candidate < width), width];
}

/** The object name of one variant in the storage (local folder or bucket). */
export function variantName(key: string, width: number, format: ImageFormat): string {
  return `${key}/${width}.${format}`;
}
