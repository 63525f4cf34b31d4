import { describe, expect, it } from 'vitest';
import { deepEqual, stableStringify } from '../../../src/framework/stable-json';

describe('stable JSON', () => {
  it('writes keys in sorted order at every depth', () => {
    expect(stableStringify({ b: 1, a: { d: [1, { z: 0, y: 'x' }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"y":"x","z":0}]},"b":1}');
  });

  it('agrees with JSON on what it leaves out and how it writes odd values', () => {
    const value = { u: undefined, f: () => 1, n: NaN, s: 'q"\n', arr: [undefined, 2], t: new Uint8Array([3, 4]) };
    expect(stableStringify(value)).toBe('{"arr":[null,2],"n":null,"s":"q\\"\\n","t":[3,4]}');
  });

  it('calls equal values equal whatever their key order', () => {
    expect(deepEqual({ a: 1, b: [2] }, { b: [2], a: 1 })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 2 })).toBe(false);
  });

  it('tells a missing key from one holding undefined', () => {
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(false);
  });
});
