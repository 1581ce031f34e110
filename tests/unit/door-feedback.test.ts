import { afterEach, describe, expect, it, vi } from "vitest";
import { doorFeedback } from "~/components/door/feedback";

afterEach(() => {
  vi.unstubAllGlobals();
});

function phone(hasBeenActive: boolean | undefined) {
  const vibrate = vi.fn(() => true);
  vi.stubGlobal("navigator", {
    vibrate,
    ...(hasBeenActive === undefined ? {} : { userActivation: { hasBeenActive, isActive: false } }),
  });
  return vibrate;
}

describe("the door's vibration", () => {
  it("waits for the page's first tap: before it, Chromium refuses and logs an error", () => {
    const vibrate = phone(false);
    doorFeedback("ok");
    expect(vibrate).not.toHaveBeenCalled();
  });

  it("vibrates each verdict's pattern once the page has had a tap", () => {
    const vibrate = phone(true);
    doorFeedback("refused");
    expect(vibrate).toHaveBeenCalledWith([200, 100, 200]);
  });

  it("vibrates where the browser does not say whether it had a tap", () => {
    const vibrate = phone(undefined);
    doorFeedback("attention");
    expect(vibrate).toHaveBeenCalledWith([80, 80, 80]);
  });
});
