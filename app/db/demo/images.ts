import type { EventKind } from "./event-catalogue";

/**
 * The demo's pictures, drawn by scripts/demo-images.ts and committed under app/db/demo/images/ as
 * the upload pipeline stores them (AVIF and WebP at 480 and 960 px), with the events and news they
 * illustrate. Assemblies have none and every third event goes without, so the demo shows the
 * generated posters as well.
 */
export const DEMO_IMAGES = {
  "concert-night": { width: 960, height: 640 },
  "concert-warm": { width: 960, height: 640 },
  theatre: { width: 960, height: 640 },
  gallery: { width: 960, height: 640 },
  "market-day": { width: 960, height: 640 },
  "market-green": { width: 960, height: 640 },
  workshop: { width: 960, height: 640 },
} as const;

export type DemoImageName = keyof typeof DEMO_IMAGES;

const EVENT_IMAGES: Record<EventKind, DemoImageName[]> = {
  concerto: ["concert-night", "concert-warm"],
  teatro: ["theatre"],
  mostra: ["gallery"],
  laboratorio: ["workshop"],
  assemblea: [],
  mercato: ["market-day", "market-green"],
};

const NEWS_IMAGES: Record<string, DemoImageName> = {
  laboratori: "workshop",
  radio: "concert-night",
  volontariato: "market-day",
};

/**
 * The picture of the `index`-th demo event of its kind, or none (a poster). The title shifts the
 * choice, so the market gallery's editions do not all show the same stall.
 */
export function demoEventImage(kind: string, index: number, title: string): DemoImageName | null {
  const choices = EVENT_IMAGES[kind as EventKind] ?? [];
  const turn = index + title.length;
  if (choices.length === 0 || turn % 3 === 2) return null;
  return choices[turn % choices.length] ?? null;
}

export function demoNewsImage(category: string | null): DemoImageName | null {
  return (category && NEWS_IMAGES[category]) || null;
}
