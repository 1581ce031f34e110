import { config } from "~/config.server";
import { IMAGE_FORMATS, type ImageFormat, type StoredImage, variantName, variantWidths } from "./variants";

/** What an <img>/<picture> needs: one srcset per format, a fallback, and the intrinsic size. */
export type ImageSources = {
  width: number;
  height: number;
  src: string;
  srcSet: Record<ImageFormat, string>;
};

/** Where variants are served from: the bucket's public address, or this server's /uploads. */
function baseUrl(): string {
  return (config().S3_PUBLIC_URL ?? "/uploads").replace(/\/$/, "");
}

export function imageSources(image: StoredImage): ImageSources {
  const base = baseUrl();
  const url = (width: number, format: ImageFormat) => `${base}/${variantName(image.key, width, format)}`;
  const widths = variantWidths(image.width);
  const srcSet = Object.fromEntries(
    IMAGE_FORMATS.map((format) => [
      format,
      widths.map((width) => `${url(width, format)} ${width}w`).join(", "),
    ]),
  ) as Record<ImageFormat, string>;
  return { width: image.width, height: image.height, src: url(image.width, "webp"), srcSet };
}

/** The stored image of a record, when it has one. */
export function storedImage(record: {
  imageKey: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}): StoredImage | null {
  if (!record.imageKey || !record.imageWidth || !record.imageHeight) return null;
  return { key: record.imageKey, width: record.imageWidth, height: record.imageHeight };
}
