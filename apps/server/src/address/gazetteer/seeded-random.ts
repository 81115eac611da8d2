/**
 * A small seeded generator (mulberry32). The gazetteer must come out byte-for-byte the same on
 * every run so the shipped sample can be checked against the generator; Math.random cannot be
 * seeded.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  integer(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A new array in a random order; the input is left as it was. */
  shuffled<T>(items: readonly T[]): T[];
}

export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[integer(0, items.length - 1)];
    if (item === undefined) throw new Error('pick needs at least one item');
    return item;
  };
  const shuffled = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    // Fisher-Yates; both indices are always inside the array, hence the casts.
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = integer(0, index);
      const current = copy[index] as T;
      copy[index] = copy[other] as T;
      copy[other] = current;
    }
    return copy;
  };
  return { next, integer, chance: (probability) => next() < probability, pick, shuffled };
}
