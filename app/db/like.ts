/** The text with LIKE's wildcards (`%`, `_`) and its escape (`\`) taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
