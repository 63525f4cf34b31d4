/**
 * A small, fast, seedable PRNG (sfc32) whose whole state is four uint32s.
 * The state is plain data so it can live inside a game state and be saved;
 * the same seed always yields the same sequence on every platform.
 */
export type RngState = readonly [number, number, number, number];

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  /** Expands any integer seed into a well-mixed state (splitmix32). */
  static fromSeed(seed: number): Rng {
    let s = seed >>> 0;
    const next = (): number => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    const rng = new Rng([next(), next(), next(), next()]);
    for (let i = 0; i < 12; i++) rng.nextUint32();
    return rng;
  }

  get state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  nextUint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    if (!(n > 0)) throw new RangeError(`Rng.int needs a positive bound, got ${n}`);
    return Math.floor(this.next() * n);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick on an empty list');
    return items[this.int(items.length)] as T;
  }

  /** Fisher–Yates shuffle into a new array; the input is left untouched. */
  shuffle<T>(items: readonly T[]): T[] {
    return this.shuffleInPlace(items.slice());
  }

  /**
   * The same Fisher–Yates shuffle in place, for the searches' typed arrays (no copy in their hot loops); it
   * draws exactly as `shuffle` does, so both give one order from one state.
   */
  shuffleInPlace<A extends { length: number; [i: number]: unknown }>(items: A): A {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i];
      items[i] = items[j];
      items[j] = tmp;
    }
    return items;
  }

  /** A fresh independent generator derived from this one (advances this one). */
  fork(): Rng {
    return new Rng([this.nextUint32(), this.nextUint32(), this.nextUint32(), this.nextUint32() | 1]);
  }
}

/** Runs `fn` with an Rng built from `state` and returns the result with the advanced state. */
export function withRng<T>(state: RngState, fn: (rng: Rng) => T): [T, RngState] {
  const rng = new Rng(state);
  const value = fn(rng);
  return [value, rng.state];
}
