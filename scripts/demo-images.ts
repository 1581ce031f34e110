/**
 * Draws the demo content's pictures (a concert, a play, an exhibition, a market, a workshop) and
 * writes each as the upload pipeline would store it, AVIF and WebP at 480 and 960 px, to
 * app/db/demo/images/<name>/ (`npm run demo-images`; the files are committed, the seed copies them
 * into the image storage).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { DEMO_IMAGES, type DemoImageName } from "../app/db/demo/images";

const OUT = path.resolve("app/db/demo/images");
const W = 960;
const H = 640;

function random(seed: number) {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const DEFS = `<defs>
  <filter id="soft"><feGaussianBlur stdDeviation="10"/></filter>
  <filter id="blur"><feGaussianBlur stdDeviation="2"/></filter>
  <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="5"/>
    <feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.14 0"/></filter>
  <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#fff7ed" stop-opacity="0.9"/><stop offset="1" stop-color="#fff7ed" stop-opacity="0"/>
  </radialGradient>
</defs>`;

function crowd(seed: number, top: number, shades: string[]) {
  const next = random(seed);
  return shades
    .map((shade, row) => {
      const y = top + row * 48;
      const heads: string[] = [];
      for (let x = -30; x < W + 30; x += 46 + next() * 30) {
        const r = 20 + next() * 6 + row * 4;
        heads.push(
          `<ellipse cx="${x}" cy="${y + r * 2.6}" rx="${r * 1.9}" ry="${r * 1.8}" fill="${shade}"/>`,
          `<circle cx="${x}" cy="${y}" r="${r}" fill="${shade}"/>`,
        );
      }
      return heads.join("");
    })
    .join("");
}

function concert(sky: [string, string], beams: string[], seed: number) {
  const beam = (x: number, colour: string, angle: number) =>
    `<path d="M ${x} -10 L ${x - 150} ${H} L ${x + 150} ${H} Z" fill="${colour}" opacity="0.5"
      transform="rotate(${angle} ${x} 0)"/>`;
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/>
    <stop offset="1" stop-color="${sky[1]}"/></linearGradient>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <g filter="url(#soft)">${beams.map((c, i) => beam(160 + i * 210, c, (i - 1.5) * 9)).join("")}</g>
  <rect x="0" y="420" width="${W}" height="30" fill="#0c0a09" opacity="0.7"/>
  <g fill="#0c0a09"><rect x="452" y="300" width="56" height="120" rx="20"/><circle cx="480" cy="280" r="26"/>
    <rect x="380" y="330" width="90" height="14" rx="7" transform="rotate(-18 470 337)"/></g>
  <g filter="url(#blur)">${crowd(seed, 470, ["#0c0a09", "#15100d", "#1c1512"])}</g>`;
}

function theatre() {
  const folds = Array.from({ length: 12 }, (_, i) => {
    const x = i * 40;
    return `<rect x="${x}" y="0" width="40" height="${H}" fill="${i % 2 ? "#7f1d1d" : "#991b1b"}"/>
      <rect x="${W - x - 40}" y="0" width="40" height="${H}" fill="${i % 2 ? "#7f1d1d" : "#991b1b"}"/>`;
  }).join("");
  return `<rect width="${W}" height="${H}" fill="#1c1917"/>
  <g>${folds}</g>
  <path d="M 0 0 H ${W} V 60 Q ${W / 2} 120 0 60 Z" fill="#450a0a"/>
  <rect x="300" y="0" width="360" height="${H}" fill="#0c0a09"/>
  <ellipse cx="480" cy="520" rx="220" ry="60" fill="url(#glow)"/>
  <g filter="url(#soft)"><path d="M 440 0 L 340 520 L 620 520 L 520 0 Z" fill="#fef3c7" opacity="0.35"/></g>
  <g fill="#0c0a09"><circle cx="480" cy="330" r="24"/><path d="M 448 360 Q 480 350 512 360 L 530 520 H 430 Z"/></g>
  <rect x="0" y="540" width="${W}" height="100" fill="#292524"/>
  <g filter="url(#blur)">${crowd(11, 600, ["#0c0a09"])}</g>`;
}

function gallery() {
  const next = random(21);
  const palette = ["#9f1239", "#0f766e", "#eab308", "#1d4ed8", "#f97316", "#1c1917"];
  const frame = (x: number, y: number, w: number, h: number) => {
    const shapes = Array.from({ length: 4 }, () => {
      const c = palette[Math.floor(next() * palette.length)];
      return next() > 0.5
        ? `<circle cx="${x + next() * w}" cy="${y + next() * h}" r="${10 + next() * w * 0.3}" fill="${c}"/>`
        : `<rect x="${x + next() * w * 0.6}" y="${y + next() * h * 0.6}" width="${w * 0.4}" height="${h * 0.3}" fill="${c}"/>`;
    }).join("");
    return `<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" fill="#292524"/>
      <svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${x} ${y} ${w} ${h}"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f5f5f4"/>${shapes}</svg>`;
  };
  return `<rect width="${W}" height="${H}" fill="#e7e5e4"/>
  <rect y="470" width="${W}" height="170" fill="#a8a29e"/>
  <rect y="470" width="${W}" height="6" fill="#78716c"/>
  ${frame(90, 140, 200, 260)}${frame(380, 110, 240, 180)}${frame(380, 320, 110, 110)}${frame(520, 320, 100, 110)}${frame(710, 150, 170, 230)}
  <g fill="#44403c" filter="url(#blur)"><circle cx="300" cy="380" r="22"/><path d="M 268 410 Q 300 398 332 410 L 340 600 H 262 Z"/>
    <circle cx="640" cy="392" r="20"/><path d="M 612 420 Q 640 410 668 420 L 674 600 H 606 Z"/></g>`;
}

function market(awnings: [string, string], seed: number) {
  const next = random(seed);
  const stall = (x: number) => {
    const stripes = Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="${x + i * 40}" y="200" width="40" height="60" fill="${i % 2 ? awnings[0] : awnings[1]}"/>`,
    ).join("");
    const goods = Array.from(
      { length: 14 },
      () =>
        `<circle cx="${x + 15 + next() * 210}" cy="${345 + next() * 30}" r="${8 + next() * 8}" fill="${
          ["#f97316", "#eab308", "#65a30d", "#dc2626", "#7c3aed"][Math.floor(next() * 5)]
        }"/>`,
    ).join("");
    return `${stripes}<path d="M ${x} 260 ${"q 20 24 40 0 ".repeat(6)}" fill="${awnings[0]}"/>
      <rect x="${x + 6}" y="260" width="8" height="200" fill="#57534e"/><rect x="${x + 226}" y="260" width="8" height="200" fill="#57534e"/>
      <rect x="${x - 6}" y="370" width="252" height="90" fill="#78350f"/>${goods}`;
  };
  const bulbs = Array.from(
    { length: 24 },
    (_, i) => `<circle cx="${i * 42 + 10}" cy="${90 + Math.sin(i / 3.8) * 30}" r="7" fill="#fde68a"/>`,
  ).join("");
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bae6fd"/>
    <stop offset="1" stop-color="#fef3c7"/></linearGradient>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect y="160" width="${W}" height="320" fill="#d6d3d1"/>
  <g>${[40, 360, 680].map(stall).join("")}</g>
  <path d="M 0 90 Q 480 170 ${W} 90" fill="none" stroke="#44403c" stroke-width="2"/><g filter="url(#blur)">${bulbs}</g>
  <rect y="460" width="${W}" height="180" fill="#a8a29e"/>
  <g filter="url(#blur)">${crowd(seed, 520, ["#57534e", "#44403c"])}</g>`;
}

function workshop() {
  const next = random(33);
  const sheets = Array.from({ length: 7 }, (_, i) => {
    const x = 60 + (i % 4) * 220 + next() * 30;
    const y = 80 + Math.floor(i / 4) * 260 + next() * 30;
    const c = ["#9f1239", "#0f766e", "#1d4ed8", "#ca8a04"][i % 4];
    return `<g transform="rotate(${(next() - 0.5) * 16} ${x + 80} ${y + 100})">
      <rect x="${x}" y="${y}" width="160" height="200" fill="#fafaf9"/>
      <circle cx="${x + 80}" cy="${y + 90}" r="${30 + next() * 30}" fill="${c}" opacity="0.85"/>
      <rect x="${x + 20}" y="${y + 160}" width="${60 + next() * 60}" height="8" fill="#1c1917" opacity="0.6"/></g>`;
  }).join("");
  const pencils = Array.from({ length: 6 }, (_, i) => {
    const x = 120 + i * 130;
    const c = ["#dc2626", "#2563eb", "#16a34a", "#eab308", "#7c3aed", "#f97316"][i];
    return `<rect x="${x}" y="${300 + next() * 20}" width="120" height="12" rx="6" fill="${c}" transform="rotate(${(next() - 0.5) * 60} ${x + 60} 310)"/>`;
  }).join("");
  return `<rect width="${W}" height="${H}" fill="#b45309"/>
  <g opacity="0.25">${Array.from({ length: 20 }, (_, i) => `<rect y="${i * 32}" width="${W}" height="2" fill="#451a03"/>`).join("")}</g>
  ${sheets}${pencils}`;
}

const SCENES: Record<DemoImageName, () => string> = {
  "concert-night": () => concert(["#1e1b4b", "#4c0519"], ["#2dd4bf", "#fde68a", "#f43f5e", "#a78bfa"], 5),
  "concert-warm": () => concert(["#431407", "#0c0a09"], ["#fbbf24", "#fb923c", "#fde68a", "#f43f5e"], 9),
  theatre,
  gallery,
  "market-day": () => market(["#9f1239", "#fafaf9"], 13),
  "market-green": () => market(["#0f766e", "#fef3c7"], 17),
  workshop,
};

for (const name of Object.keys(DEMO_IMAGES) as DemoImageName[]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${DEFS}
    ${SCENES[name]()}<rect width="${W}" height="${H}" filter="url(#grain)"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  mkdirSync(path.join(OUT, name), { recursive: true });
  for (const width of [480, W]) {
    const image = sharp(png).resize({ width });
    await image
      .clone()
      .avif({ quality: 50, effort: 6 })
      .toFile(path.join(OUT, name, `${width}.avif`));
    await image
      .clone()
      .webp({ quality: 75 })
      .toFile(path.join(OUT, name, `${width}.webp`));
  }
}
