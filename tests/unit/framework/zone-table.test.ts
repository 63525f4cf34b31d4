import { describe, expect, it } from 'vitest';
import { defineDeck } from '../../../src/framework/deck';
import { Rng } from '../../../src/framework/rng';
import { defineZones } from '../../../src/framework/zone-table';

/** A small table: two hands (owner sees cards, the other a count), a face-down pile, a face-up field and one card nobody sees. */
interface Table {
  readonly hands: readonly [readonly string[], readonly string[]];
  readonly pile: readonly string[];
  readonly field: readonly string[];
  readonly buried: readonly string[];
}

const deck = defineDeck(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => ({ id })));
const zones = defineZones<Table, string>(deck, [
  { name: 'hand0', owner: 0, sight: { owner: 'cards', others: 'count' }, order: 'sorted', read: (s) => s.hands[0], write: (d, c) => { d.hands = [c, d.hands[1]]; } },
  { name: 'hand1', owner: 1, sight: { owner: 'cards', others: 'count' }, order: 'sorted', read: (s) => s.hands[1], write: (d, c) => { d.hands = [d.hands[0], c]; } },
  { name: 'buried', owner: null, sight: 'nothing', order: 'loose', read: (s) => s.buried, write: (d, c) => { d.buried = c; } },
  { name: 'pile', owner: null, sight: 'count', order: 'pile', read: (s) => s.pile, write: (d, c) => { d.pile = c; } },
  { name: 'field', owner: null, sight: 'cards', order: 'table', read: (s) => s.field, write: (d, c) => { d.field = c; } },
]);
const table: Table = { hands: [['a', 'c'], ['b', 'h']], buried: ['g'], pile: ['e', 'd'], field: ['f'] };

describe('zones with declared visibility', () => {
  it('show the owner their hand and the other player only its size', () => {
    expect(zones.seen(table, 0)).toEqual({ hand0: { cards: ['a', 'c'] }, hand1: { count: 2 }, pile: { count: 2 }, field: { cards: ['f'] } });
  });

  it('show a zone nobody sees to nobody, not even as a count', () => {
    expect(zones.seen(table, 1)).not.toHaveProperty('buried');
  });

  it('give null for each card of a zone the viewer cannot see', () => {
    expect(zones.seenCards(table, 0, 'hand1')).toEqual([null, null]);
  });

  it('resample only the cards the player cannot see, keeping each zone its size', () => {
    for (let seed = 0; seed < 20; seed++) {
      const resampled = zones.determinize(table, 0, Rng.fromSeed(seed));
      expect(zones.seen(resampled, 0)).toEqual(zones.seen(table, 0));
      expect(resampled.buried).toHaveLength(1);
      expect(zones.conservationError(resampled)).toBeNull();
    }
  });

  it('do resample the hidden cards', () => {
    const hands = new Set(Array.from({ length: 20 }, (_, seed) => zones.determinize(table, 0, Rng.fromSeed(seed)).hands[1].join('')));
    expect(hands.size).toBeGreaterThan(3);
  });

  it('keep a sorted zone sorted when it is dealt again', () => {
    for (let seed = 0; seed < 20; seed++) {
      const hand = zones.determinize(table, 0, Rng.fromSeed(seed)).hands[1];
      expect(hand).toEqual(deck.sorted(hand));
    }
  });

  it('build from a view a state whose view is that view', () => {
    const empty: Table = { hands: [[], []], buried: [], pile: [], field: [] };
    const seen = zones.seen(table, 1);
    const sampled = zones.sample(empty, seen, Rng.fromSeed(3));
    expect(zones.seen(sampled, 1)).toEqual(seen);
    expect(zones.conservationError(sampled)).toBeNull();
  });

  it('report a card in two zones', () => {
    expect(zones.conservationError({ ...table, field: ['f', 'a'] })).toBe('card a lies in more places than the deck holds it ("hand0", "field")');
  });

  it('report a card in no zone', () => {
    expect(zones.conservationError({ ...table, buried: [] })).toBe('card g in no zone');
  });

  it('move cards between zones, sorting them into a sorted hand', () => {
    const moved = zones.move(table, 'pile', 'hand0', ['e']);
    expect(moved.hands[0]).toEqual(['a', 'c', 'e']);
    expect(moved.pile).toEqual(['d']);
  });

  it('refuse to move a card that is not in the zone', () => {
    expect(() => zones.move(table, 'pile', 'hand0', ['a'])).toThrow('card a is not in zone "pile"');
  });

  it('move cards on a draft a rule already copied, leaving the state it was copied from alone', () => {
    const draft = { ...table };
    zones.moveIn(draft, 'pile', 'field', ['d']);
    zones.moveIn(draft, 'hand0', 'field', ['a']);
    expect(draft.field).toEqual(['f', 'd', 'a']);
    expect(draft.pile).toEqual(['e']);
    expect(table.pile).toEqual(['e', 'd']);
  });

  it('leave a draft as it was when a card to move is missing', () => {
    const draft = { ...table };
    expect(() => zones.moveIn(draft, 'pile', 'field', ['d', 'a'])).toThrow('card a is not in zone "pile"');
    expect(draft).toEqual(table);
  });
});

describe('a deck', () => {
  it('sorts by the order the cards are listed in', () => {
    expect(deck.sorted(['h', 'b', 'e'])).toEqual(['b', 'e', 'h']);
  });

  it('shuffles the same way for the same seed', () => {
    expect(deck.shuffled(Rng.fromSeed(9))).toEqual(deck.shuffled(Rng.fromSeed(9)));
  });
});
