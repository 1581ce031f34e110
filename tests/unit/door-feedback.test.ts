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

/** A browser's audio, suspended until a gesture resumes it (the autoplay rule). */
class FakeAudio {
  static made = 0;
  static last: FakeAudio | null = null;
  state: "suspended" | "running" = "suspended";
  currentTime = 0;
  destination = {};
  tones = 0;
  constructor() {
    FakeAudio.made += 1;
    FakeAudio.last = this;
  }
  resume() {
    this.state = "running";
    return Promise.resolve();
  }
  createBuffer() {
    return {};
  }
  createBufferSource() {
    return { connect: () => undefined, start: () => undefined, buffer: null };
  }
  createGain() {
    return { gain: { value: 0 }, connect: (next: unknown) => next };
  }
  createOscillator() {
    return {
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: () => {
        this.tones += 1;
      },
      stop: () => undefined,
    };
  }
}

describe("the door's sound", () => {
  it("is silent before the page's first gesture and says so; the first tap anywhere unlocks it", async () => {
    vi.resetModules();
    const activation = { hasBeenActive: false, isActive: false };
    const page = new EventTarget();
    vi.stubGlobal("navigator", { vibrate: vi.fn(), userActivation: activation });
    vi.stubGlobal("window", page);
    vi.stubGlobal("AudioContext", FakeAudio);
    const { doorFeedback, doorSoundState, unlockSoundOnGesture } = await import("~/components/door/feedback");
    const stop = unlockSoundOnGesture();

    // The camera started by itself and read a card: nobody has touched the screen.
    doorFeedback("ok");
    expect(doorSoundState()).toEqual({ silenced: true, unlocked: false });
    // No audio is made before a gesture (the browser would keep it suspended, and warn).
    expect(FakeAudio.made).toBe(0);

    // The first tap anywhere on the page.
    activation.hasBeenActive = true;
    page.dispatchEvent(new Event("pointerdown"));
    await Promise.resolve();
    expect(doorSoundState().unlocked).toBe(true);
    doorFeedback("refused");
    stop();
    expect(FakeAudio.made).toBe(1);
    // The refusal's two low tones.
    expect(FakeAudio.last?.tones).toBe(2);
  });
});
