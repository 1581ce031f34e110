import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The poster of an item without an image (docs/decisions/028-fonts-and-posters.md): its title in the
 * display face on a paper tinted with its colour, under a shape in that colour picked from the title,
 * so every item gets its own poster and the same item always the same one. Drawn on the server as
 * HTML and inline SVG: no request, no script, the web fonts, and both colour modes through CSS.
 */
export function Poster({
  title,
  background,
  text,
  kicker,
  className = "",
}: {
  title: string;
  /** The item's palette (eventPalette): its colour is the accent, never the whole poster. */
  background: string;
  text: string;
  kicker?: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const ink = posterInk(background, text);
  const shape = SHAPES[hash(title) % SHAPES.length] as (ink: string) => ReactNode;
  // Dark mode lifts the shapes towards white (app.css), so a dark red still shows on a dark page.
  return (
    <div
      aria-hidden="true"
      className={`poster @container relative aspect-[3/2] w-full overflow-hidden ${className}`}
      style={{ "--ink": ink, background: `color-mix(in oklab, ${ink} 16%, var(--surface))` } as CSSProperties}
    >
      <svg
        viewBox="0 0 300 200"
        preserveAspectRatio="xMaxYMin slice"
        className="absolute inset-0 h-full w-full"
        aria-hidden="true"
        focusable="false"
      >
        {shape("var(--poster-ink)")}
      </svg>
      {/* Inside the container, so its padding scales with the poster (cqi), not with the window. */}
      <div className="absolute inset-0 flex flex-col justify-between p-[6cqi]">
        <span className="relative self-start rounded-sm bg-surface px-[1.5cqi] py-[0.5cqi] text-[length:max(0.75rem,3.2cqi)] font-semibold tracking-wide text-fg uppercase">
          {kicker ?? t("brand.name")}
        </span>
        <span className="relative line-clamp-3 max-w-[78%] font-display text-[length:max(1.1rem,8.5cqi)] leading-[1.02] font-semibold text-fg [text-wrap:balance]">
          {title}
        </span>
      </div>
    </div>
  );
}

/**
 * The colour a poster is drawn in: the item's background, or its text colour when the background is
 * black or white; an item that is only black and white is drawn in the brand's accent. Black and
 * white follow the colour mode, so they never vanish into the page.
 */
export function posterInk(background: string, text: string): string {
  const mono = (hex: string) => ["#000000", "#ffffff"].includes(hex.toLowerCase());
  if (!mono(background)) return background;
  if (!mono(text)) return text;
  return "var(--accent)";
}

/** A small stable hash (FNV-1a) of the title, so a poster never changes between visits. */
export function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// Shapes keep to the upper right so the title at the lower left always stands on plain paper.
const SHAPES: ((ink: string) => ReactNode)[] = [
  (ink) => (
    <>
      <circle cx="255" cy="30" r="70" fill={ink} />
      <circle cx="178" cy="22" r="16" fill="none" stroke="var(--fg)" strokeWidth="3" />
    </>
  ),
  (ink) => (
    <g fill={ink}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect key={i} x={150 + i * 26} y="-10" width="12" height={100 - i * 10} />
      ))}
    </g>
  ),
  (ink) => (
    <g fill="none" stroke={ink} strokeWidth="14">
      {[40, 70, 100].map((r) => (
        <circle key={r} cx="300" cy="0" r={r} />
      ))}
      <circle cx="300" cy="0" r="20" fill={ink} stroke="none" />
    </g>
  ),
  (ink) => (
    <>
      <g fill={ink}>
        {[0, 1, 2, 3].flatMap((row) =>
          [0, 1, 2, 3, 4, 5].map((col) => (
            <circle key={`${row}-${col}`} cx={170 + col * 22} cy={18 + row * 22} r="6" />
          )),
        )}
      </g>
      <path d="M 200 0 A 60 60 0 0 0 300 70 L 300 0 Z" fill={ink} opacity="0.85" />
    </>
  ),
  (ink) => (
    <>
      <path d="M 140 0 L 300 0 L 300 140 Z" fill={ink} />
      <path d="M 170 60 L 230 120" stroke="var(--fg)" strokeWidth="3" />
    </>
  ),
  (ink) => (
    <g fill="none" stroke={ink} strokeWidth="10" strokeLinecap="round">
      {[0, 1, 2, 3].map((i) => (
        <path key={i} d={`M 160 ${20 + i * 26} q 17 -18 34 0 t 34 0 t 34 0 t 34 0`} />
      ))}
    </g>
  ),
];
