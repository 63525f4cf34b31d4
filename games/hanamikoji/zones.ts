/**
 * Where Hanamikoji's 21 item cards lie and who sees them. The kernel derives each player's view of
 * the cards, the resampling of what they cannot see and card conservation from this table alone.
 * The zones are listed in the order unseen cards are dealt back (the opponent's hand, secret and
 * trade-off, the removed card, the deck) so that seeded searches keep their games.
 */
import { defineDeck } from '../../src/framework/deck';
import { defineZones, playerZones, withSide, type Sight } from '../../src/framework/zone-table';
import type { PlayerId } from '../../src/framework/game';
import { CHARM, GEISHAS, ITEM_DECK, type Counts, type Geisha } from './cards';
import type { HanamikojiState, PendingOffer } from './state';

export const itemDeck = defineDeck<Geisha, { charm: number }>(ITEM_DECK.map((id) => ({ id, charm: CHARM[id] })));

const expand = (counts: Counts): Geisha[] => GEISHAS.flatMap((g) => Array.from({ length: counts[g] }, () => g));
const offered = (offer: PendingOffer | null): Geisha[] =>
  offer === null ? [] : offer.kind === 'gift' ? [...offer.cards] : [...offer.pairs[0], ...offer.pairs[1]];
const own: { owner: Sight; others: Sight } = { owner: 'cards', others: 'count' };
/** A hand is shown to its owner, and to both players under the open-hands learning aid. */
const handSight = (p: PlayerId) => (s: HanamikojiState, viewer: PlayerId): Sight =>
  viewer === p || s.options.opponentHandVisible ? 'cards' : 'count';

export const hanamikojiZones = defineZones<HanamikojiState, Geisha>(itemDeck, [
  ...playerZones<HanamikojiState, Geisha>('hand', {
    sight: 'count', order: 'sorted',
    read: (s, p) => s.hands[p], write: (d, p, c) => { d.hands = withSide(d.hands, p, c); },
  }).map((zone, p) => ({ ...zone, sight: handSight(p as PlayerId) })),
  ...playerZones<HanamikojiState, Geisha>('secret', {
    sight: own, order: 'loose',
    read: (s, p) => { const card = s.secrets[p]; return card === null ? [] : [card]; },
    write: (d, p, c) => { d.secrets = withSide(d.secrets, p, c[0] ?? null); },
  }),
  ...playerZones<HanamikojiState, Geisha>('tradeoff', {
    sight: own, order: 'sorted',
    read: (s, p) => s.tradeoffs[p], write: (d, p, c) => { d.tradeoffs = withSide(d.tradeoffs, p, c); },
  }),
  { name: 'removed', owner: null, sight: 'nothing', order: 'loose', read: (s) => [s.removed], write: (d, c) => { d.removed = c[0] as Geisha; } },
  { name: 'deck', owner: null, sight: 'count', order: 'pile', read: (s) => s.deck, write: (d, c) => { d.deck = c; } },
  // Placed items are counted per geisha, and the cards of a pending Gift or Competition are grouped
  // by the offer: public structure the kernel never deals into, so these zones have no writer.
  ...playerZones<HanamikojiState, Geisha>('placed', { sight: 'cards', order: 'sorted', read: (s, p) => expand(s.placed[p]) }),
  { name: 'offer', owner: null, sight: 'cards', order: 'table', read: (s) => offered(s.pending) },
]);
