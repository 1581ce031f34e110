import { COLOUR_HEX, type EventColour } from "./colours";

/** WCAG 2.x AA threshold for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour (WCAG 2.x definition). */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export type EventPalette = { background: string; text: string };

/**
 * The colours an event is drawn with. Staff pick a colour and a background from the spec's list,
 * but not every pair is readable (yellow on white, say): the chosen colour is kept for the text when
 * it reaches AA on the background, otherwise the text becomes black or white, whichever contrasts
 * more.
 */
export function eventPalette(colour: EventColour, backgroundColour: EventColour): EventPalette {
  // A list draws dozens of events from a few pairs: each pair is worked out once.
  const key = `${colour}|${backgroundColour}`;
  let palette = palettes.get(key);
  if (palette === undefined) {
    palette = readablePalette(colour, backgroundColour);
    palettes.set(key, palette);
  }
  return palette;
}

/** By pair of colours; the spec's list is short, so this stays small. */
const palettes = new Map<string, EventPalette>();

function readablePalette(colour: EventColour, backgroundColour: EventColour): EventPalette {
  const background = COLOUR_HEX[backgroundColour];
  const preferred = COLOUR_HEX[colour];
  const fallback =
    contrastRatio("#000000", background) >= contrastRatio("#ffffff", background) ? "#000000" : "#ffffff";
  const text = contrastRatio(preferred, background) >= AA_TEXT_CONTRAST ? preferred : fallback;
  return Object.freeze({ background, text });
}
