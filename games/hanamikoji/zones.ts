/**
 * Where Hanamikoji's 21 item cards lie and who sees them. The kernel derives each player's view of
 * the cards, the resampling of what they cannot see and card conservation from this table alone.
 * The zones are listed in the order unseen cards are dealt back (the opponent's hand, secret and
 * trade-off, the removed card, the deck) so that seeded searches keep their games.
 */
import { defineDeck } from '../../src/framework/deck';
import { defineZones, playerZones, withSide, type Draft, type Sight } from '../../src/framework/zone-table';
import type { PlayerId } from '../../src/framework/game';
import { CHARM, countItems, GEISHAS, ITEM_DECK, type Counts, type Geisha } from './cards';
import type { HanamikojiState, PendingOffer } from './state';

export const itemDeck = defineDeck<Geisha, { charm: number }>(ITEM_DECK.map((id) => ({ id, charm: CHARM[id] })));

/** The placed cards a side's counts stand for, in geisha order (read at every move onto a side). */
export function placedCards(counts: Counts): Geisha[] {
  const cards: Geisha[] = [];
  for (const g of GEISHAS) for (let n = counts[g]; n > 0; n--) cards.push(g);
  return cards;
}
const NO_CARDS: readonly Geisha[] = Object.freeze([]);
/** The cards of a pending offer, a Competition's first pair first (read twice each time one is shared out). */
export const offerCards = (offer: PendingOffer | null): readonly Geisha[] =>
  offer === null ? NO_CARDS : offer.kind === 'gift' ? offer.cards : offer.pairs[0].concat(offer.pairs[1]);
/**
 * The pending offer its cards make: none, a Gift of three, or a Competition of the pairs c0 c1 | c2 c3.
 * The offerer stays who made the offer, else it is the player whose turn it is. Besides the rules'
 * moves, sampling from a view writes the view's offer back: the same cards give the same offer.
 * One or two cards only occur inside apply, between the two moves that share a chosen offer out
 * (the chooser's part, then the rest): what is left is kept as the cards of the offer until the
 * second move empties it, and no state ever leaves apply that way.
 */
function offerOf(draft: Draft<HanamikojiState>, cards: Geisha[]): PendingOffer | null {
  if (cards.length === 0) return null;
  const by = draft.pending?.by ?? draft.turn;
  if (cards.length === 4) return { kind: 'competition', by, pairs: [[cards[0]!, cards[1]!], [cards[2]!, cards[3]!]] };
  return { kind: 'gift', by, cards: cards as unknown as readonly [Geisha, Geisha, Geisha] };
}
const own: { owner: Sight; others: Sight } = { owner: 'cards', others: 'count' };
/** A hand is shown to its owner, and to both players under the open-hands learning aid. */
const handSight = (p: PlayerId) => (s: HanamikojiState, viewer: PlayerId): Sight =>
  viewer === p || s.options.opponentHandVisible ? 'cards' : 'count';

export const hanamikojiZones = defineZones<HanamikojiState, Geisha, PlayerId>(itemDeck, [
  ...playerZones<HanamikojiState, Geisha, PlayerId>('hand', {
    sight: 'count', order: 'sorted',
    read: (s, p) => s.hands[p], write: (d, p, c) => { d.hands = withSide(d.hands, p, c); },
  }).map((zone, p) => ({ ...zone, sight: handSight(p as PlayerId) })),
  ...playerZones<HanamikojiState, Geisha, PlayerId>('secret', {
    sight: own, order: 'loose',
    read: (s, p) => { const card = s.secrets[p]; return card === null ? [] : [card]; },
    write: (d, p, c) => { d.secrets = withSide(d.secrets, p, c[0] ?? null); },
  }),
  ...playerZones<HanamikojiState, Geisha, PlayerId>('tradeoff', {
    sight: own, order: 'sorted',
    read: (s, p) => s.tradeoffs[p], write: (d, p, c) => { d.tradeoffs = withSide(d.tradeoffs, p, c); },
  }),
  { name: 'removed', owner: null, sight: 'nothing', order: 'loose', read: (s) => [s.removed], write: (d, c) => { d.removed = c[0] as Geisha; } },
  { name: 'deck', owner: null, sight: 'count', order: 'pile', read: (s) => s.deck, write: (d, c) => { d.deck = c; } },
  // Placed items are counted per geisha: the counts are rebuilt from the cards a move leaves there,
  // so they keep no order and arrivals need no sorting ('loose'); they read back in geisha order.
  // Dealing never fills them (everyone sees them); sampling writes a view's own cards back.
  ...playerZones<HanamikojiState, Geisha, PlayerId>('placed', {
    sight: 'cards', order: 'loose',
    read: (s, p) => placedCards(s.placed[p]), write: (d, p, c) => { d.placed = withSide(d.placed, p, countItems(c)); },
  }),
  { name: 'offer', owner: null, sight: 'cards', order: 'table', read: (s) => offerCards(s.pending), write: (d, c) => { d.pending = offerOf(d, c); } },
]);

/** Each player's zone of a kind by player, so rules name zones without building strings. */
export const ZONE = {
  hand: ['hand0', 'hand1'],
  secret: ['secret0', 'secret1'],
  tradeoff: ['tradeoff0', 'tradeoff1'],
  placed: ['placed0', 'placed1'],
} as const;
