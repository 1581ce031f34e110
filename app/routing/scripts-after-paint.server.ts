import { Transform, type TransformCallback } from "node:stream";

/**
 * The document's `<head>` without `<link rel="modulepreload">` hints (ADR 071). React Router's
 * `<Scripts>` writes one for each of the page's modules, ahead of the stylesheet, so about 240 KB
 * of script competed with the stylesheet, the fonts and the largest image before the first paint.
 * Without them the same modules are fetched by the page's module script, which imports them at the
 * end of the document: the page paints first and becomes interactive a few round trips later.
 * Only the head is rewritten, one byte per character (latin1: the tags are ASCII, and a character
 * cut between two chunks stays whole); the rest of the stream passes through as it comes.
 */

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = "</head>";

export function withoutModulePreloads(): Transform {
  let inHead = true;
  /** The end of the head read so far that may be the start of a tag not yet whole. */
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!inHead) {
        callback(null, chunk);
        return;
      }
      const text = carry + chunk.toString("latin1");
      const end = text.indexOf(HEAD_END);
      if (end !== -1) {
        inHead = false;
        carry = "";
        const head = text.slice(0, end).replace(MODULE_PRELOAD, "");
        callback(null, Buffer.from(head + text.slice(end), "latin1"));
        return;
      }
      // Hold back from the last "<" that is not closed yet (a tag or "</head>" cut by the chunk).
      const open = text.lastIndexOf("<");
      const cut = open !== -1 && text.indexOf(">", open) === -1 ? open : text.length;
      carry = text.slice(cut);
      const ready = text.slice(0, cut).replace(MODULE_PRELOAD, "");
      callback(null, ready ? Buffer.from(ready, "latin1") : undefined);
    },
    flush(callback: TransformCallback) {
      const rest = inHead ? carry.replace(MODULE_PRELOAD, "") : "";
      callback(null, rest ? Buffer.from(rest, "latin1") : undefined);
    },
  });
}
