/**
 * Draws the home page's hero picture, a concert night (stage lights over the crowd),
 * and writes it as AVIF and WebP at two widths to public/images/ (`npm run hero`; the files are
 * committed, so the build does not depend on this script).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const OUT = path.resolve("public/images");
const W = 1600;
const H = 1000;

/** A repeatable pseudo-random sequence, so the picture is the same on every run. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function beam(x: number, colour: string, angle: number, opacity: number) {
  return `<path d="M ${x} -20 L ${x - 260} ${H} L ${x + 260} ${H} Z" fill="url(#beam-${colour.slice(1)})"
    opacity="${opacity}" transform="rotate(${angle} ${x} 0)"/>`;
}

function crowd() {
  const next = random(7);
  const heads: string[] = [];
  for (let row = 0; row < 3; row++) {
    const y = 800 + row * 70;
    for (let x = -40; x < W + 40; x += 70 + next() * 40) {
      const r = 30 + next() * 10 + row * 6;
      const cx = x + next() * 20;
      const shade = ["#0c0a09", "#14100e", "#1c1512"][row];
      heads.push(
        `<ellipse cx="${cx}" cy="${y + r * 2.6}" rx="${r * 1.9}" ry="${r * 1.8}" fill="${shade}"/>`,
        `<circle cx="${cx}" cy="${y}" r="${r}" fill="${shade}"/>`,
      );
    }
  }
  return heads.join("");
}

function lights() {
  const next = random(3);
  const dots: string[] = [];
  for (let i = 0; i < 90; i++) {
    const x = next() * W;
    const y = 60 + next() * 380;
    dots.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(2 + next() * 5).toFixed(1)}"
      fill="#fde68a" opacity="${(0.25 + next() * 0.6).toFixed(2)}"/>`);
  }
  return dots.join("");
}

const gradient = (id: string, colour: string) => `
  <linearGradient id="beam-${id}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${colour}" stop-opacity="0.95"/>
    <stop offset="1" stop-color="${colour}" stop-opacity="0"/>
  </linearGradient>`;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1e1b4b"/><stop offset="0.55" stop-color="#4c0519"/><stop offset="1" stop-color="#0c0a09"/>
    </linearGradient>
    <radialGradient id="stage" cx="0.5" cy="0.72" r="0.45">
      <stop offset="0" stop-color="#fb7185" stop-opacity="0.9"/><stop offset="1" stop-color="#fb7185" stop-opacity="0"/>
    </radialGradient>
    ${gradient("fde68a", "#fde68a")}${gradient("2dd4bf", "#2dd4bf")}${gradient("f43f5e", "#f43f5e")}
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1c1917" stop-opacity="0"/><stop offset="1" stop-color="#1c1917" stop-opacity="0.7"/>
    </linearGradient>
    <filter id="blur"><feGaussianBlur stdDeviation="2.5"/></filter>
    <filter id="soft"><feGaussianBlur stdDeviation="14"/></filter>
    <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="4"/>
      <feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.16 0"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <g filter="url(#soft)">${lights()}</g>
  <rect width="${W}" height="${H}" fill="url(#stage)"/>
  <g filter="url(#soft)" style="mix-blend-mode:screen">
    ${beam(300, "#2dd4bf", -18, 0.55)}${beam(800, "#fde68a", 4, 0.6)}${beam(1300, "#f43f5e", 20, 0.65)}
    ${beam(560, "#f43f5e", 10, 0.35)}${beam(1050, "#2dd4bf", -12, 0.35)}
  </g>
  <!-- The stage's edge fades into the crowd: a hard dark bar here ran behind the hero's buttons. -->
  <rect x="0" y="640" width="${W}" height="${H - 640}" fill="url(#floor)"/>
  <g filter="url(#blur)">${crowd()}</g>
  <rect width="${W}" height="${H}" filter="url(#grain)"/>
</svg>`;

mkdirSync(OUT, { recursive: true });
const base = sharp(Buffer.from(svg)).png();
const png = await base.toBuffer();
for (const width of [800, 1600]) {
  const resized = sharp(png).resize({ width });
  await resized
    .clone()
    .avif({ quality: 50, effort: 6 })
    .toFile(path.join(OUT, `hero-${width}.avif`));
  await resized
    .clone()
    .webp({ quality: 72 })
    .toFile(path.join(OUT, `hero-${width}.webp`));
}
