import type { CSSProperties } from "react";

/**
 * The dashboard's two series look the same wherever they appear: sales solid crimson (the accent),
 * admissions striped teal. Texture and place tell them apart as well as colour.
 */
export const admittedTexture: CSSProperties = {
  backgroundImage:
    "repeating-linear-gradient(135deg, var(--accent-2) 0 3px, color-mix(in srgb, var(--accent-2) 40%, var(--surface)) 3px 5px)",
};

export function SoldSwatch({ size = "size-3.5" }: { size?: string }) {
  return <span aria-hidden="true" className={`inline-block shrink-0 rounded-sm bg-accent ${size}`} />;
}

export function AdmittedSwatch({ size = "size-3.5" }: { size?: string }) {
  return (
    <span aria-hidden="true" className={`inline-block shrink-0 rounded-sm ${size}`} style={admittedTexture} />
  );
}
