import { describe, expect, it } from 'vitest';
import { Checker, checkSerializable, snapshotOf } from '../../../src/framework/conformance';
import { deepEqual } from '../../../src/framework/stable-json';

/** What the check means: the state comes back from JSON deep-equal to itself. */
const survivesJson = (value: unknown): boolean => deepEqual(JSON.parse(JSON.stringify(value)), value);
const serializable = (value: unknown): boolean => checkSerializable(value, new Checker(20));

class Card {
  constructor(readonly id: string) {}
}
const holed: unknown[] = ['a'];
holed[2] = 'c';

describe("the soak's serializable check", () => {
  const cases: [string, unknown][] = [
    ['plain data', { round: 3, hands: [['01-bright', '02-plain1'], []], drawn: null, over: false, score: -12.5 }],
    ['minus zero', { score: -0 }],
    ['a field left undefined', { drawn: undefined }],
    ['undefined in a list', { hands: [['a'], undefined] }],
    ['a hole in a list', { pile: holed }],
    ['not a number', { score: Number.NaN }],
    ['an infinite number', { score: Number.POSITIVE_INFINITY }],
    ['a function', { rule: () => 1 }],
    ['a symbol', { mark: Symbol('x') }],
    ['a map', { seen: new Map([['a', 1]]) }],
    ['a set', { seen: new Set(['a']) }],
    ['a date', { at: new Date(0) }],
    ['a class instance', { card: new Card('a') }],
    ['a record without prototype', { card: Object.assign(Object.create(null) as object, { id: 'a' }) }],
    ['a record that writes itself as JSON', { card: { id: 'a', toJSON: () => 'a' } }],
    ['a typed array', { flags: new Uint8Array([1, 2]) }],
  ];

  it.each(cases)('answers as the JSON round trip does for %s', (_name, state) => {
    expect(serializable(state)).toBe(survivesJson(state));
  });

  it('passes plain data and fails a state with an undefined field, naming the check', () => {
    const c = new Checker(20);
    expect(checkSerializable({ hands: [['a']], drawn: null }, c)).toBe(true);
    expect(checkSerializable({ hands: [['a']], drawn: undefined }, c)).toBe(false);
    expect(c.failures.map((f) => f.check)).toEqual(['serializable']);
  });
});

describe("the mutation checks' snapshot", () => {
  it('is the same for the same value written twice and differs once anything in it changed', () => {
    const state = { hands: [['a', 'b'], ['c']], totals: [0, 0] };
    const before = snapshotOf(state);
    expect(snapshotOf(state)).toBe(before);
    state.hands[1]!.push('d');
    expect(snapshotOf(state)).not.toBe(before);
  });

  it('tells a reordered record from the record it was', () => {
    const state: Record<string, number> = { a: 1, b: 2 };
    const before = snapshotOf(state);
    delete state.a;
    state.a = 1;
    expect(snapshotOf(state)).not.toBe(before);
  });

  it('is checked by the checker, which names the calls made in between', () => {
    const c = new Checker(20);
    const view = { hand: ['a'] };
    const text = snapshotOf(view);
    c.unchanged(view, text, 'sampleState');
    view.hand.push('b');
    c.unchanged(view, text, 'sampleState');
    expect(c.failures.map((f) => f.message)).toEqual(['sampleState mutated its input']);
  });
});
