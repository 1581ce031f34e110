/**
 * A 24×24 line icon drawn in the text's colour with round ends and joins, hidden from screen
 * readers: the button or text beside it gives the name.
 */
export function StrokeIcon({
  d,
  className = "size-6",
  strokeWidth = "2",
}: {
  /** One path, or several drawn in turn. */
  d: string | readonly string[];
  className?: string;
  strokeWidth?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {typeof d === "string" ? <path d={d} /> : d.map((path) => <path key={path} d={path} />)}
    </svg>
  );
}
