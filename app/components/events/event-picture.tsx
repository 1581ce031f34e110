import { preload } from "react-dom";
import type { ImageSources } from "~/domain/images/urls.server";

type Props = {
  image: ImageSources;
  alt: string;
  sizes: string;
  /** Images above the fold load at once; the others wait until the reader scrolls near them. */
  eager?: boolean;
  className?: string;
};

/** An uploaded image as AVIF or WebP at the width the screen needs, its box reserved before it loads. */
export function EventPicture({ image, alt, sizes, eager = false, className = "" }: Props) {
  // An image above the fold is asked for at the top of the page's <head>, before the scripts: it is
  // often the largest paint, and a <picture> is otherwise found only when the body is parsed.
  if (eager)
    preload(image.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: image.srcSet.avif,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  return (
    <picture>
      <source type="image/avif" srcSet={image.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcSet.webp} sizes={sizes} />
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className={`h-auto w-full ${className}`}
      />
    </picture>
  );
}
