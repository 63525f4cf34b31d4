/**
 * Where Hana-awase's 48 cards lie and who sees them. The kernel derives each seat's view of the cards,
 * the resampling of what a seat cannot see and card conservation from this table alone. A hand is
 * seen by its owner only (the others count it), the draw pile by nobody (its size is public); the
 * field, the card turned from the pile and every capture pile lie face up. Hands and capture piles are
 * declared for the most seats the game has; a seat the table lacks holds none. The other seats' hands
 * are listed before the draw pile: unseen cards are dealt back in that order.
 */
import { defineDeck } from '../../src/framework/deck';
import type { Seat } from '../../src/framework/game';
import { MAX_SEATS, seatsOf } from '../../src/framework/seats';
import { defineZones, playerZones, withSeat } from '../../src/framework/zone-table';
import { zoneFields } from '../../src/framework/zone-fields';
import { CARDS, type CardKind } from '../shared/hanafuda/cards';
import type { Draft, HanaAwaseState } from './state';

export const hanafudaDeck = defineDeck<string, { month: number; kind: CardKind }>(CARDS.map((c) => ({ id: c.id, month: c.month, kind: c.kind })));

const field = zoneFields<HanaAwaseState, string>();

/** Each seat's entry of a list by seat; a seat the table lacks has none (its zone stays empty). */
const seatCards = (key: 'hands' | 'captures') => ({
  read: (s: HanaAwaseState, p: Seat): readonly string[] => s[key][p] ?? [],
  write: (d: Draft, p: Seat, cards: string[]) => {
    if (p < d.players) d[key] = withSeat<string[]>(d[key], p, cards, []);
    else if (cards.length > 0) throw new Error(`no seat ${p} at a table of ${d.players}`);
  },
});

export const hanaAwaseZones = defineZones<HanaAwaseState, string>(hanafudaDeck, [
  ...playerZones<HanaAwaseState, string>('hand', { sight: { owner: 'cards', others: 'count' }, order: 'sorted', ...seatCards('hands') }, MAX_SEATS),
  { name: 'field', owner: null, sight: 'cards', order: 'table', ...field.cards('field') },
  { name: 'drawPile', owner: null, sight: 'count', order: 'pile', ...field.cards('drawPile') },
  // The card turned from the draw pile while the player picks which of two field cards it takes.
  { name: 'drawn', owner: null, sight: 'cards', order: 'table', ...field.card('drawn') },
  ...playerZones<HanaAwaseState, string>('captures', { sight: 'cards', order: 'table', ...seatCards('captures') }, MAX_SEATS),
]);

/** The zone names of each seat's hand and capture pile, for the rules' moves. */
export const HAND: readonly string[] = seatsOf(MAX_SEATS).map((p) => `hand${p}`);
export const CAPTURES: readonly string[] = seatsOf(MAX_SEATS).map((p) => `captures${p}`);
