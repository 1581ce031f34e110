/**
 * Draws the icons of the two installable apps and writes them as PNG files to public/icons/
 * (`npm run icons`; the PNGs are committed, so the build does not depend on this script).
 *
 * - Public app: the crimson square with the white "A" of the favicon.
 * - Staff app: the same "A" on the dark ink colour with a teal badge and a check mark, so the two
 *   apps never look alike on a home screen.
 * Maskable icons fill the square and keep the drawing inside the central safe circle (80 %); the
 * Apple touch icon has no transparency (iOS would paint it black).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const OUT = path.resolve("public/icons");
const CRIMSON = "#9f1239";
const INK = "#1c1917";
const TEAL = "#0f766e";

/** The letter A in a 512 square: outer shape with the gap between the legs, and the counter. */
const LETTER_A = "M256 88 L420 424 H344 L320 360 H192 L168 424 H92 Z M256 180 L298 300 H214 Z";

function letter(fill: string) {
  return `<path d="${LETTER_A}" fill="${fill}" fill-rule="evenodd"/>`;
}

const badge = `<g>
  <circle cx="396" cy="396" r="92" fill="${INK}"/>
  <circle cx="396" cy="396" r="76" fill="${TEAL}"/>
  <path d="M356 398 L384 426 L438 370" fill="none" stroke="#ffffff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>
</g>`;

type Variant = "any" | "maskable" | "apple";

function svg(app: "public" | "staff", variant: Variant): string {
  const background = app === "public" ? CRIMSON : INK;
  // "any" icons are a rounded square; maskable and Apple icons fill the square (the system masks them).
  const shape =
    variant === "any"
      ? `<rect width="512" height="512" rx="112" fill="${background}"/>`
      : `<rect width="512" height="512" fill="${background}"/>`;
  const drawing = `${letter("#ffffff")}${app === "staff" ? badge : ""}`;
  // The safe circle of a maskable icon has a radius of 40 % of the side: shrink the drawing into it.
  const scale = variant === "maskable" ? 0.66 : variant === "apple" ? 0.84 : 1;
  const content =
    scale === 1
      ? drawing
      : `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">${drawing}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${shape}${content}</svg>`;
}

const FILES: { name: string; app: "public" | "staff"; variant: Variant; size: number }[] = [
  { name: "agora-192.png", app: "public", variant: "any", size: 192 },
  { name: "agora-512.png", app: "public", variant: "any", size: 512 },
  { name: "agora-maskable-512.png", app: "public", variant: "maskable", size: 512 },
  { name: "agora-apple-touch-icon.png", app: "public", variant: "apple", size: 180 },
  { name: "staff-192.png", app: "staff", variant: "any", size: 192 },
  { name: "staff-512.png", app: "staff", variant: "any", size: 512 },
  { name: "staff-maskable-512.png", app: "staff", variant: "maskable", size: 512 },
  { name: "staff-apple-touch-icon.png", app: "staff", variant: "apple", size: 180 },
];

mkdirSync(OUT, { recursive: true });
for (const { name, app, variant, size } of FILES) {
  const image = sharp(Buffer.from(svg(app, variant)), { density: 300 }).resize(size, size);
  // Apple touch icons must be opaque; the others keep the rounded corners' transparency.
  const flat = variant === "apple" ? image.flatten({ background: app === "public" ? CRIMSON : INK }) : image;
  await flat.png({ compressionLevel: 9, palette: true, effort: 10 }).toFile(path.join(OUT, name));
  console.log(`public/icons/${name}`);
}
