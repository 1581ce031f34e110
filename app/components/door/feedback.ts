/**
 * The door's sound and vibration: one short high tone for "in", a low double tone for "not in", two
 * mid tones for "look at this". Silent where the browser forbids audio before a gesture.
 */
type Kind = "ok" | "refused" | "attention";

const PATTERNS: Record<Kind, { tones: number[]; vibrate: number[] }> = {
  ok: { tones: [880], vibrate: [80] },
  refused: { tones: [220, 220], vibrate: [200, 100, 200] },
  attention: { tones: [520, 520], vibrate: [80, 80, 80] },
};

let context: AudioContext | null = null;

export function doorFeedback(kind: Kind): void {
  const pattern = PATTERNS[kind];
  try {
    // Vibration is a nicety, allowed only once the page has had a tap: before that Chromium refuses
    // it and logs an error, as when a phone at the door scans before anyone touched the screen.
    if (navigator.userActivation?.hasBeenActive ?? true) navigator.vibrate?.(pattern.vibrate);
  } catch {
    // Some browsers refuse it for other reasons.
  }
  try {
    context ??= new AudioContext();
    const start = context.currentTime;
    pattern.tones.forEach((frequency, index) => {
      if (!context) return;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.value = 0.15;
      oscillator.connect(gain).connect(context.destination);
      const at = start + index * 0.22;
      oscillator.start(at);
      oscillator.stop(at + 0.15);
    });
  } catch {
    // No audio device or not allowed yet: the colour and the text carry the verdict.
  }
}
