export const COLOUR_MODE_KEY = "colour-mode";
export const COLOUR_MODES = ["light", "dark", "system"] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

export function parseColourMode(value: string | null): ColourMode {
  return value === "light" || value === "dark" ? value : "system";
}

export function isDark(mode: ColourMode, prefersDark: boolean): boolean {
  return mode === "dark" || (mode === "system" && prefersDark);
}

/** Applies a mode to the document: the `dark` class drives Tailwind, color-scheme drives form controls. */
export function applyColourMode(mode: ColourMode, prefersDark: boolean, root: HTMLElement): void {
  const dark = isDark(mode, prefersDark);
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
  root.dataset.colourMode = mode;
}

/** The same logic as above, inlined in <head> so it runs before the first paint. */
export const COLOUR_MODE_SCRIPT = `(function(){try{var m=localStorage.getItem("${COLOUR_MODE_KEY}");if(m!=="light"&&m!=="dark")m="system";var d=m==="dark"||(m==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);var e=document.documentElement;e.classList.toggle("dark",d);e.style.colorScheme=d?"dark":"light";e.dataset.colourMode=m}catch(_){}})()`;
