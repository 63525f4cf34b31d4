/**
 * Where Koi-Koi's 48 cards lie and who sees them. The kernel derives each player's view of the
 * cards, the resampling of what they cannot see and card conservation from this table alone.
 * The opponent's hand is listed before the draw pile: unseen cards are dealt back in that order.
 */
import { defineDeck } from '../../src/framework/deck';
import type { PlayerId } from '../../src/framework/game';
import { defineZones, playerZones, withSide } from '../../src/framework/zone-table';
import { CARDS, type CardKind } from '../shared/hanafuda/cards';
import type { KoiKoiState } from './state';

const hanafudaDeck = defineDeck<string, { month: number; kind: CardKind }>(CARDS.map((c) => ({ id: c.id, month: c.month, kind: c.kind })));

export const koikoiZones = defineZones<KoiKoiState, string, PlayerId>(hanafudaDeck, [
  ...playerZones<KoiKoiState, string, PlayerId>('hand', {
    sight: { owner: 'cards', others: 'count' }, order: 'loose',
    read: (s, p) => s.hands[p], write: (d, p, c) => { d.hands = withSide(d.hands, p, c); },
  }),
  { name: 'field', owner: null, sight: 'cards', order: 'table', read: (s) => s.field, write: (d, c) => { d.field = c; } },
  { name: 'drawPile', owner: null, sight: 'count', order: 'pile', read: (s) => s.drawPile, write: (d, c) => { d.drawPile = c; } },
  // The turned-over card waiting for the player to pick which of two field cards it takes.
  { name: 'drawn', owner: null, sight: 'cards', order: 'table', read: (s) => (s.drawn === null ? [] : [s.drawn]), write: (d, c) => { d.drawn = c[0] ?? null; } },
  ...playerZones<KoiKoiState, string, PlayerId>('captures', {
    sight: 'cards', order: 'table',
    read: (s, p) => s.captures[p], write: (d, p, c) => { d.captures = withSide(d.captures, p, c); },
  }),
]);

/** The zone names of each player's hand and capture pile, for the rules' moves. */
export const HAND = ['hand0', 'hand1'] as const;
export const CAPTURES = ['captures0', 'captures1'] as const;
