import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EventPicture } from "~/components/events/event-picture";

const image = {
  width: 960,
  height: 640,
  src: "/uploads/k/960.webp",
  srcSet: { avif: "/uploads/k/480.avif 480w, /uploads/k/960.avif 960w", webp: "/uploads/k/480.webp 480w" },
};

function page(eager: boolean) {
  return renderToString(
    <html lang="it">
      <head>
        <link rel="modulepreload" href="/assets/framework.js" />
      </head>
      <body>
        <EventPicture image={image} alt="" sizes="100vw" eager={eager} />
      </body>
    </html>,
  );
}

describe("an event's picture", () => {
  it("above the fold, is asked for at the top of the head, before the scripts, as the picture's AVIF", () => {
    const html = page(true);
    const preload = html.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? "";
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain('fetchPriority="high"');
    expect(preload).toContain(`imageSrcSet="${image.srcSet.avif}"`);
    expect(preload).toContain('imageSizes="100vw"');
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf("modulepreload"));
  });

  it("further down, is not preloaded and loads lazily", () => {
    const html = page(false);
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('loading="lazy"');
  });
});
