import { describe, expect, it } from "vitest";
import { shouldRevalidate } from "~/root";

const at = (path: string) => new URL(path, "http://localhost");
const base = { currentParams: {}, nextParams: {}, defaultShouldRevalidate: true } as const;

describe("the root (who is signed in) is loaded again", () => {
  it("on every change of page, but not when only the search changes", () => {
    expect(shouldRevalidate({ ...base, currentUrl: at("/events"), nextUrl: at("/news") })).toBe(true);
    expect(shouldRevalidate({ ...base, currentUrl: at("/news"), nextUrl: at("/news?page=2") })).toBe(false);
  });

  it("after the forms that sign in or out or rename the account, in both languages", () => {
    for (const action of [
      "/u/login",
      "/en/u/logout",
      "/internal/login?redirectTo=/internal",
      "/en/u/manage",
    ]) {
      const post = {
        ...base,
        currentUrl: at("/x"),
        nextUrl: at("/x"),
        formMethod: "POST",
        formAction: action,
      };
      expect(shouldRevalidate(post as never), action).toBe(true);
    }
  });

  it("not after other form posts", () => {
    for (const action of ["/petition", "/en/contribute", "/internal/events", "/internal/event/new"]) {
      const post = {
        ...base,
        currentUrl: at("/x"),
        nextUrl: at("/x"),
        formMethod: "POST",
        formAction: action,
      };
      expect(shouldRevalidate(post as never), action).toBe(false);
    }
  });
});
