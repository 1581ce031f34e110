import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  createScanDedupe,
  FORGET_AFTER_MS,
  SCAN_INTERVAL_MS,
  scanDelay,
} from "~/components/door/scan-dedupe";

/** Feeds one frame every `SCAN_INTERVAL_MS` from `from` to `to` (exclusive); returns what was reported. */
function film(dedupe: ReturnType<typeof createScanDedupe>, codes: string[], from: number, to: number) {
  const reported: string[] = [];
  for (let at = from; at < to; at += SCAN_INTERVAL_MS) reported.push(...dedupe.observe(codes, at));
  return reported;
}

describe("the door camera's dedupe", () => {
  it("reports a card held in front of the camera once, however long it stays", () => {
    const dedupe = createScanDedupe();
    expect(film(dedupe, ["K7M2Q9"], 0, 30_000)).toEqual(["K7M2Q9"]);
  });

  it("keeps reading after unreadable frames and reports the next card at once", () => {
    const dedupe = createScanDedupe();
    expect(film(dedupe, ["K7M2Q9"], 0, 1000)).toEqual(["K7M2Q9"]);
    expect(film(dedupe, [], 1000, 1600)).toEqual([]);
    expect(dedupe.observe(["P3X8R4"], 1600)).toEqual(["P3X8R4"]);
  });

  it("does not repeat a refused card that flickers in and out of view", () => {
    const dedupe = createScanDedupe();
    const reported: string[] = [];
    for (let at = 0; at < 10_000; at += SCAN_INTERVAL_MS) {
      // Every other frame unreadable (glare, motion): the card never left.
      reported.push(...dedupe.observe(at % 400 === 0 ? ["K7M2Q9"] : [], at));
    }
    expect(reported).toEqual(["K7M2Q9"]);
  });

  it("never answers the code just answered again, in view or back in view, until another code is read", () => {
    const dedupe = createScanDedupe();
    // A ticket let in and still held up for 15 s: one answer, never a second "already used".
    expect(film(dedupe, ["K7M2Q9"], 0, 15_000)).toEqual(["K7M2Q9"]);
    // Taken away and shown again: still the code just answered.
    expect(film(dedupe, [], 15_000, 15_000 + 3 * FORGET_AFTER_MS)).toEqual([]);
    expect(film(dedupe, ["K7M2Q9"], 21_000, 22_000)).toEqual([]);
    // The next person's code is answered at once; then the first one counts again once out of view.
    expect(film(dedupe, ["P3X8R4"], 22_000, 23_000)).toEqual(["P3X8R4"]);
    expect(dedupe.observe(["K7M2Q9"], 23_000 + FORGET_AFTER_MS)).toEqual(["K7M2Q9"]);
  });

  it("answers a card again at once when it comes back after another one was answered", () => {
    const dedupe = createScanDedupe();
    // Three people in quick succession, then the first one again: four answers.
    expect(dedupe.observe(["A1"], 0)).toEqual(["A1"]);
    expect(dedupe.observe(["B2"], 300)).toEqual(["B2"]);
    expect(dedupe.observe(["C3"], 600)).toEqual(["C3"]);
    expect(film(dedupe, ["A1"], 900, 5000)).toEqual(["A1"]);
  });

  it("reports one of two cards held up together again only after the forget delay out of view", () => {
    const dedupe = createScanDedupe();
    expect(dedupe.observe(["A1", "B2"], 0)).toEqual(["A1", "B2"]);
    expect(dedupe.observe(["B2"], 200)).toEqual([]);
    expect(dedupe.observe(["A1"], FORGET_AFTER_MS - 1)).toEqual([]);
    expect(dedupe.observe([], 2 * FORGET_AFTER_MS)).toEqual([]);
    expect(dedupe.observe(["A1"], 3 * FORGET_AFTER_MS)).toEqual(["A1"]);
  });

  it("reports the card still in view again after a reset (staff pressed Next)", () => {
    const dedupe = createScanDedupe();
    expect(film(dedupe, ["K7M2Q9"], 0, 1000)).toEqual(["K7M2Q9"]);
    dedupe.reset();
    expect(film(dedupe, ["K7M2Q9"], 1000, 2000)).toEqual(["K7M2Q9"]);
  });

  it("reports each of two cards in one frame once, and ignores empty and repeated values", () => {
    const dedupe = createScanDedupe();
    expect(dedupe.observe(["A1", "", "B2", "A1"], 0)).toEqual(["A1", "B2"]);
    expect(dedupe.observe(["B2", "A1"], 200)).toEqual([]);
  });

  it("takes the forget delay it is given", () => {
    const dedupe = createScanDedupe(500);
    expect(dedupe.observe(["A1", "B2"], 0)).toEqual(["A1", "B2"]);
    expect(dedupe.observe(["B2"], 400)).toEqual([]);
    expect(dedupe.observe(["A1"], 600)).toEqual(["A1"]);
  });
});

describe("the door camera's pace", () => {
  it("starts a decode at most every interval, at once after a slow one", () => {
    expect(scanDelay(1000, 1040)).toBe(SCAN_INTERVAL_MS - 40);
    expect(scanDelay(1000, 1000 + SCAN_INTERVAL_MS + 300)).toBe(0);
    expect(scanDelay(0, 100, 250)).toBe(150);
  });

  it("stays within the 150–250 ms the door needs: instant to a person, light on a phone", () => {
    expect(SCAN_INTERVAL_MS).toBeGreaterThanOrEqual(150);
    expect(SCAN_INTERVAL_MS).toBeLessThanOrEqual(250);
  });
});

describe("the self-hosted decoder", () => {
  it("ships the zxing-wasm binary of the very version the barcode-detector glue code expects", () => {
    const read = (file: string) => JSON.parse(readFileSync(file, "utf8"));
    const ours = read("package.json").dependencies["zxing-wasm"];
    const expected = read("node_modules/barcode-detector/package.json").dependencies["zxing-wasm"];
    expect(ours).toBe(expected);
    expect(read("node_modules/zxing-wasm/package.json").version).toBe(expected);
  });
});
