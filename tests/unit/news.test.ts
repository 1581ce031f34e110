import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { bodyAccess, isVisibleTo } from "~/domain/news/access";
import { newsFormSchema, newsListHref, parseNewsListQuery, TITLE_MAX } from "~/domain/news/news-form";
import { parsePublicPage, publicNewsHref } from "~/domain/news/public-list";

const NOW = new Date("2026-06-15T10:00:00Z");
const past = new Date(NOW.getTime() - 1000);
const future = new Date(NOW.getTime() + 1000);

describe("news visibility", () => {
  it("shows visitors public items whose date has come, and staff everything", () => {
    expect(isVisibleTo({ isPublic: true, publishedAt: past, membersOnly: false }, false, NOW)).toBe(true);
    expect(isVisibleTo({ isPublic: true, publishedAt: NOW, membersOnly: false }, false, NOW)).toBe(true);
    expect(isVisibleTo({ isPublic: true, publishedAt: future, membersOnly: false }, false, NOW)).toBe(false);
    expect(isVisibleTo({ isPublic: false, publishedAt: past, membersOnly: false }, false, NOW)).toBe(false);
    expect(isVisibleTo({ isPublic: false, publishedAt: future, membersOnly: false }, true, NOW)).toBe(true);
  });

  it("asks anonymous readers to sign in and signed-in non-members for a membership", () => {
    const members = { membersOnly: true };
    expect(bodyAccess(members, { staff: false, signedIn: false, member: false })).toBe("sign-in");
    expect(bodyAccess(members, { staff: false, signedIn: true, member: false })).toBe("membership");
    expect(bodyAccess(members, { staff: false, signedIn: true, member: true })).toBe("full");
    expect(bodyAccess(members, { staff: true, signedIn: false, member: false })).toBe("full");
    expect(bodyAccess({ membersOnly: false }, { staff: false, signedIn: false, member: false })).toBe("full");
  });
});

describe("news form", () => {
  const errors = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    const submission = parseWithZod(data, { schema: newsFormSchema });
    return submission.status === "error" ? submission.error : null;
  };

  it("reports each broken rule on its own field with a translatable key", () => {
    expect(
      errors({
        title: "   ",
        publishedAt: "2026-02-30T10:00",
        colour: "turquoise",
        backgroundColour: "white",
        category: "concerto",
      }),
    ).toMatchObject({
      title: ["forms.required"],
      publishedAt: ["news.admin.errors.invalidDate"],
      colour: ["eventAdmin.errors.colour"],
      category: ["terms.errors.unknown"],
    });
    expect(
      errors({ title: "x".repeat(TITLE_MAX + 1), colour: "white", backgroundColour: "blue" }),
    ).toMatchObject({
      title: ["forms.tooLong"],
      publishedAt: ["forms.required"],
    });
  });

  it("accepts a minimal item", () => {
    expect(
      errors({ title: "Ciao", publishedAt: "2026-06-15T12:00", colour: "white", backgroundColour: "blue" }),
    ).toBeNull();
  });
});

describe("news list addresses", () => {
  it("keeps the page in the URL and falls back to page 1 on nonsense", () => {
    expect(parsePublicPage(new URLSearchParams("page=3"))).toBe(3);
    expect(parsePublicPage(new URLSearchParams("page=-2"))).toBe(1);
    expect(parsePublicPage(new URLSearchParams("page=abc"))).toBe(1);
    expect(parsePublicPage(new URLSearchParams("page=2.5"))).toBe(1);
    expect(parsePublicPage(new URLSearchParams("page=99999"))).toBe(1);
    expect(parsePublicPage(new URLSearchParams("page="))).toBe(1);
    expect(parsePublicPage(new URLSearchParams(""))).toBe(1);
    expect(publicNewsHref(1)).toBe("/news");
    expect(publicNewsHref(2)).toBe("/news?page=2");
  });

  it("restarts the staff list at page 1 when the search changes", () => {
    const query = parseNewsListQuery(new URLSearchParams("q=assemblea&page=3"));
    expect(newsListHref(query, { page: 4 })).toBe("/internal/news?q=assemblea&page=4");
    expect(newsListHref(query, { q: "radio" })).toBe("/internal/news?q=radio");
    expect(newsListHref(query, { q: undefined })).toBe("/internal/news");
  });
});
