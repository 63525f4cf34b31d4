import { describe, expect, it } from 'vitest';
import { zoneFields } from '../../../src/framework/zone-fields';
import type { Draft } from '../../../src/framework/zone-table';

interface Table {
  readonly pile: readonly string[];
  readonly laid: string | null;
  readonly hands: readonly [readonly string[], readonly string[]];
}
const field = zoneFields<Table, string>();
const table: Table = { pile: ['a', 'b'], laid: 'c', hands: [['d'], ['e']] };
const draft = (): Draft<Table> => ({ ...table });

describe('zones kept in a field of the state', () => {
  it('reads a list field as the zone’s cards', () => {
    expect(field.cards('pile').read(table)).toEqual(['a', 'b']);
  });

  it('writes the zone’s cards into a list field', () => {
    const d = draft();
    field.cards('pile').write(d, ['b']);
    expect(d.pile).toEqual(['b']);
  });

  it('reads a one-card field as a zone of that card', () => {
    expect(field.card('laid').read(table)).toEqual(['c']);
  });

  it('reads an empty one-card field as an empty zone', () => {
    expect(field.card('laid').read({ ...table, laid: null })).toEqual([]);
  });

  it('writes an emptied one-card zone as null', () => {
    const d = draft();
    field.card('laid').write(d, []);
    expect(d.laid).toBeNull();
  });

  it('reads one player’s side of a pair', () => {
    expect(field.playerCards('hands').read(table, 1)).toEqual(['e']);
  });

  it('writes one player’s side of a pair and leaves the other as it was', () => {
    const d = draft();
    field.playerCards('hands').write(d, 0, ['d', 'f']);
    expect(d.hands).toEqual([['d', 'f'], ['e']]);
  });

  it('leaves the state it was copied from unchanged', () => {
    field.playerCards('hands').write(draft(), 0, []);
    expect(table.hands[0]).toEqual(['d']);
  });
});
