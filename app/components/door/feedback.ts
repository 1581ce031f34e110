import { useEffect, useSyncExternalStore } from "react";

/**
 * The door's sound and vibration: one short high tone for "in", a low double tone for "not in", two
 * mid tones for "look at this".
 *
 * Browsers keep a page silent until its first gesture (a tap, a click, a key). The door's first
 * verdict often comes before anyone touched the screen (the camera starts by itself), so the sound
 * is unlocked by the first gesture anywhere on the page, and the scanner says once, while it is so,
 * that the sound is off until then.
 */
type Kind = "ok" | "refused" | "attention";

const PATTERNS: Record<Kind, { tones: number[]; vibrate: number[] }> = {
  ok: { tones: [880], vibrate: [80] },
  refused: { tones: [220, 220], vibrate: [200, 100, 200] },
  attention: { tones: [520, 520], vibrate: [80, 80, 80] },
};

type SoundState = {
  /** A verdict was given in silence: the page had no gesture yet. */
  silenced: boolean;
  /** The page's audio runs: every verdict sounds. */
  unlocked: boolean;
};

let context: AudioContext | null = null;
let state: SoundState = { silenced: false, unlocked: false };
const listeners = new Set<() => void>();
const SERVER_STATE: SoundState = { silenced: false, unlocked: false };

function set(next: Partial<SoundState>) {
  if (Object.entries(next).every(([key, value]) => state[key as keyof SoundState] === value)) return;
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Where the sound stands: a verdict given in silence, the audio unlocked. */
export const doorSoundState = (): Readonly<SoundState> => state;

/** The page's audio, made on first use; null where there is none (no device, no Web Audio). */
function audio(): AudioContext | null {
  try {
    context ??= new AudioContext();
    return context;
  } catch {
    return null;
  }
}

const hadGesture = () => navigator.userActivation?.hasBeenActive ?? true;

/**
 * Unlocks the sound inside a gesture: the audio is made or resumed, and one silent sample played
 * (Safari on iOS unlocks on a sound started by the gesture itself).
 */
export function unlockDoorSound(): void {
  const ctx = audio();
  if (!ctx) return;
  try {
    const source = ctx.createBufferSource();
    source.buffer = ctx.createBuffer(1, 1, 22_050);
    source.connect(ctx.destination);
    source.start(0);
  } catch {
    // Nothing to play on: the resume below still counts.
  }
  if (ctx.state === "running") set({ unlocked: true });
  else
    ctx.resume().then(
      () => set({ unlocked: ctx.state === "running" }),
      () => undefined,
    );
}

/** What starts a page's audio: any of these, the first time it carries a gesture. */
const GESTURES = ["pointerdown", "pointerup", "click", "keydown", "touchend"] as const;

/**
 * Listens for the page's first gestures anywhere and unlocks the sound with them, until it runs.
 * Returns the clean-up.
 */
export function unlockSoundOnGesture(): () => void {
  function remove() {
    for (const name of GESTURES) window.removeEventListener(name, unlock, true);
  }
  function unlock() {
    if (state.unlocked) return remove();
    // A gesture the browser does not count (a touch's pointerdown, Escape) leaves it locked: the
    // listeners stay for the next one.
    if (hadGesture()) unlockDoorSound();
  }
  for (const name of GESTURES) window.addEventListener(name, unlock, { capture: true, passive: true });
  return remove;
}

export function doorFeedback(kind: Kind): void {
  const pattern = PATTERNS[kind];
  const gesture = hadGesture();
  try {
    // Vibration is a nicety, allowed only once the page has had a tap: before that Chromium refuses
    // it and logs an error, as when a phone at the door scans before anyone touched the screen.
    if (gesture) navigator.vibrate?.(pattern.vibrate);
  } catch {
    // Some browsers refuse it for other reasons.
  }
  // Before a gesture the browser would keep the audio suspended (and warn): the verdict is silent.
  if (!gesture && context?.state !== "running") {
    set({ silenced: true });
    return;
  }
  const ctx = audio();
  // No audio device: the colour, the icon and the words carry the verdict.
  if (!ctx) return;
  if (ctx.state !== "running") {
    set({ silenced: true });
    unlockDoorSound();
    return;
  }
  set({ unlocked: true });
  try {
    const start = ctx.currentTime;
    pattern.tones.forEach((frequency, index) => {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.value = 0.15;
      oscillator.connect(gain).connect(ctx.destination);
      const at = start + index * 0.22;
      oscillator.start(at);
      oscillator.stop(at + 0.15);
    });
  } catch {
    // Not allowed after all: the colour, the icon and the words carry the verdict.
  }
}

/**
 * A scanner page's sound: unlocked by the first gesture anywhere on the page. True while a verdict
 * has been given in silence and no gesture has unlocked the sound yet (the page says so).
 */
export function useSoundSilenced(): boolean {
  useEffect(() => unlockSoundOnGesture(), []);
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => SERVER_STATE,
  );
  return current.silenced && !current.unlocked;
}
