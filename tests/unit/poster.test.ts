import { describe, expect, it } from "vitest";
import { paragraphs } from "~/components/events/event-view";
import { hash, posterInk } from "~/components/events/poster";
import { demoEventImage } from "~/db/demo/images";

describe("posterInk", () => {
  it("draws in the item's background colour when it is a colour", () => {
    expect(posterInk("#ffff00", "#000000")).toBe("#ffff00");
  });
  it("uses the other colour of a black or white background, and the brand accent for black and white", () => {
    expect(posterInk("#000000", "#ffa500")).toBe("#ffa500");
    expect(posterInk("#FFFFFF", "#000000")).toBe("var(--accent)");
  });
});

describe("hash", () => {
  it("gives the same title the same poster and different titles different ones", () => {
    expect(hash("Jazz in cortile")).toBe(hash("Jazz in cortile"));
    expect(hash("Jazz in cortile")).not.toBe(hash("Jazz in cortile: Trio Lanterna"));
  });
});

describe("paragraphs", () => {
  it("splits a summary at blank lines and keeps single line breaks inside a paragraph", () => {
    expect(paragraphs("Prima riga\nseconda riga\n\n  Secondo paragrafo \n\n\n")).toEqual([
      "Prima riga\nseconda riga",
      "Secondo paragrafo",
    ]);
  });
});

describe("demoEventImage", () => {
  it("leaves assemblies and about a third of the events to their posters", () => {
    expect(demoEventImage("assemblea", 0, "Assemblea dei soci")).toBeNull();
    const picks = Array.from({ length: 9 }, (_, i) => demoEventImage("concerto", i, "Notte elettronica"));
    expect(picks.filter((pick) => pick === null)).toHaveLength(3);
    expect(new Set(picks.filter(Boolean))).toEqual(new Set(["concert-night", "concert-warm"]));
  });
});
