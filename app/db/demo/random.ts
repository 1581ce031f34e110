/**
 * A small seeded pseudo-random generator (mulberry32) so factories give the same data for the same
 * seed: tests stay reproducible and the demo database looks the same on every machine.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A string of `length` characters drawn from `alphabet`. */
  token(length: number, alphabet: string): string;
  shuffle<T>(items: readonly T[]): T[];
  /** Makes `draws` draws and drops them: what follows stays as the seed gave it before. */
  skip(draws: number): void;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error("pick() from an empty list");
    return item;
  };
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    token: (length, alphabet) => Array.from({ length }, () => pick([...alphabet])).join(""),
    shuffle: <T>(items: readonly T[]) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    skip: (draws) => {
      for (let i = 0; i < draws; i++) next();
    },
  };
}

let sequence = 1000;

/** A fresh seed for callers that only need distinct rows; deterministic in call order. */
export function nextSeed(): number {
  sequence += 1;
  return sequence;
}

/** A day in milliseconds, for demo dates relative to `now`. */
export const DAY_MS = 86_400_000;

export interface FactoryOptions {
  /** Same seed, same data. Defaults to the next value of a process-wide sequence. */
  seed?: number;
  /** Reference instant that relative dates are computed from. */
  now?: Date;
}
