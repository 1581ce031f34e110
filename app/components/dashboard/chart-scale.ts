/** Pure geometry of the dashboard's bar chart: the value axis and the labelled days. */

/**
 * A count axis: the smallest step of 1, 2 or 5 times a power of ten (counts are whole, so never
 * below 1) that reaches `max` in at most `most` steps, and at least 2 steps so a quiet month still
 * has a scale. The top is a whole number of steps, close above the highest bar.
 */
export function countAxis(max: number, most = 5): { top: number; step: number; values: number[] } {
  const highest = Math.max(0, Math.ceil(max));
  let step = 1;
  for (let magnitude = 1; ; magnitude *= 10) {
    const found = [1, 2, 5].map((factor) => factor * magnitude).find((size) => highest <= size * most);
    if (found) {
      step = found;
      break;
    }
  }
  const steps = Math.max(2, Math.ceil(highest / step));
  return { top: steps * step, step, values: Array.from({ length: steps + 1 }, (_, index) => index * step) };
}

/**
 * The indexes of the days that get a date under the axis: the last one (today) and every `every`
 * days before it, oldest first, so the week days line up with today's.
 */
export function labelledDays(count: number, every = 7): number[] {
  const indexes: number[] = [];
  for (let index = count - 1; index >= 0; index -= every) indexes.unshift(index);
  return indexes;
}

/** A value's height as a share (0 to 1) of the axis. */
export function share(value: number, top: number): number {
  return top > 0 ? Math.min(1, Math.max(0, value / top)) : 0;
}
