/** What the zone table refuses or reports, in its exact words: bad declarations, views that cannot be, broken conservation. */
import { describe, expect, it } from 'vitest';
import { defineDeck } from '../../../src/framework/deck';
import { Rng } from '../../../src/framework/rng';
import { defineZones, withSeat, type ZoneDecl } from '../../../src/framework/zone-table';

interface Table {
  readonly hand: readonly string[];
  readonly pile: readonly string[];
  readonly field: readonly string[];
}

const deck = defineDeck(['a', 'b', 'c', 'd', 'e'].map((id) => ({ id })));
const hand: ZoneDecl<Table, string> = { name: 'hand', owner: 0, sight: { owner: 'cards', others: 'count' }, order: 'sorted', read: (s) => s.hand, write: (d, c) => { d.hand = c; } };
const pile: ZoneDecl<Table, string> = { name: 'pile', owner: null, sight: 'count', order: 'pile', read: (s) => s.pile, write: (d, c) => { d.pile = c; } };
const field: ZoneDecl<Table, string> = { name: 'field', owner: null, sight: 'cards', order: 'table', read: (s) => s.field, write: (d, c) => { d.field = c; } };
const zones = defineZones<Table, string>(deck, [hand, pile, field]);
const table: Table = { hand: ['a', 'b'], pile: ['c', 'd'], field: ['e'] };
const rng = () => Rng.fromSeed(1);

describe('a zone table refuses', () => {
  it('two zones of one name', () => {
    expect(() => defineZones<Table, string>(deck, [hand, { ...pile, name: 'hand' }])).toThrow('two zones share a name');
  });

  it('a table of no zones, which could hold no card', () => {
    expect(() => defineZones<Table, string>(deck, [])).toThrow('a zone table needs at least one zone');
  });

  it('a zone it does not declare', () => {
    expect(() => zones.cardsOf(table, 'box')).toThrow('no zone "box"');
  });

  it('to deal into a zone without a writer', () => {
    const { write: _write, ...publicPile } = pile;
    const noWriter = defineZones<Table, string>(deck, [hand, publicPile, field]);
    expect(() => noWriter.determinize(table, 0, rng())).toThrow('zone "pile" is public structure and cannot be dealt into');
  });

  it('a view hiding two zones entirely', () => {
    expect(() => zones.sample(table, { field: { cards: ['e'] } }, rng())).toThrow('a view may hide at most one zone entirely');
  });

  it('a view showing a card more often than the deck holds it', () => {
    expect(() => zones.sample(table, { hand: { cards: ['a', 'e'] }, pile: { count: 2 }, field: { cards: ['e'] } }, rng())).toThrow('card e is seen more often than the deck holds it');
  });

  it('a view whose counts leave cards over', () => {
    expect(() => zones.sample(table, { hand: { cards: ['a', 'b'] }, pile: { count: 1 }, field: { cards: ['e'] } }, rng())).toThrow("the view's card counts do not add up to the deck (1 left over)");
  });

  it('a view with a zone it sees nothing of, whose counts ask for more cards than are unseen', () => {
    expect(() => zones.sample(table, { hand: { cards: ['a', 'b'] }, pile: { count: 4 } }, rng())).toThrow("the view's card counts do not add up to the deck (-1 left over)");
  });

  it('a view whose counts ask for more cards than are unseen', () => {
    expect(() => zones.sample(table, { hand: { cards: ['a', 'b'] }, pile: { count: 3 }, field: { cards: ['e'] } }, rng())).toThrow("the view's card counts do not add up to the deck (-1 left over)");
  });
});

describe('a zone table reports', () => {
  it('a card that is not in the deck', () => {
    expect(zones.conservationError({ ...table, field: ['e', 'z'] })).toBe('card z in zone "field" is not in the deck');
  });

  it('one card in two places, even the last card of the deck', () => {
    expect(zones.conservationError({ ...table, hand: ['a', 'b', 'e'] })).toBe('card e lies in more places than the deck holds it ("hand", "field")');
  });

  it('several cards in no zone, by name', () => {
    expect(zones.conservationError({ ...table, pile: [] })).toBe('cards c, d in no zone');
  });

  it('the cards as seen of a zone the viewer sees', () => {
    expect(zones.seenCards(table, 0, 'hand')).toEqual(['a', 'b']);
  });
});

describe('a list by seat', () => {
  it('fills the seats it lacks before the one it sets', () => {
    expect(withSeat(['x'], 3, 'y', '-')).toEqual(['x', '-', '-', 'y']);
  });

  it('replaces a seat it has without growing', () => {
    expect(withSeat(['x', 'z'], 1, 'y', '-')).toEqual(['x', 'y']);
  });
});
