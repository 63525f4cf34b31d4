import { describe, expect, it } from 'vitest';
import { Rng, withRng } from '../../../src/framework/rng';

describe('the seeded RNG', () => {
  it('gives the same sequence for the same seed', () => {
    const a = Rng.fromSeed(42);
    const b = Rng.fromSeed(42);
    expect(Array.from({ length: 5 }, () => a.nextUint32())).toEqual(Array.from({ length: 5 }, () => b.nextUint32()));
  });

  it('gives different sequences for different seeds', () => {
    expect(Rng.fromSeed(1).nextUint32()).not.toBe(Rng.fromSeed(2).nextUint32());
  });

  it('continues exactly from a saved state', () => {
    const rng = Rng.fromSeed(7);
    rng.int(10);
    const resumed = new Rng(rng.state);
    expect(resumed.int(1000)).toBe(rng.int(1000));
  });

  it('shuffles into a new array holding the same cards', () => {
    const deck = ['a', 'b', 'c', 'd', 'e'];
    const shuffled = Rng.fromSeed(3).shuffle(deck);
    expect(deck).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect([...shuffled].sort()).toEqual(deck);
  });

  it('draws integers uniformly enough to reach every value', () => {
    const rng = Rng.fromSeed(9);
    const seen = new Set(Array.from({ length: 200 }, () => rng.int(6)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('returns the advanced state with withRng', () => {
    const start = Rng.fromSeed(5).state;
    const [value, next] = withRng(start, (r) => r.int(100));
    expect(new Rng(start).int(100)).toBe(value);
    expect(next).not.toEqual(start);
  });
});
