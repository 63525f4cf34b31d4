/**
 * Hanamikoji with an eight-suit deck (the card table of the rules page, seeds/000): the 36 cards to pull from
 * the deck, as data. Geishas A–G in charm order are the 2 of clubs, spades and hearts (charm 2), the 3 of
 * diamonds and coins (charm 3), the 4 of crowns and the 5 of moons; each geisha's items are the ranks below
 * hers in her suit; the action cards are X (trade-off), J (secret), Q (gift) and K (competition), in clubs
 * for one player and spades for the other. The stars are not used.
 */
import type { PlayerId } from '../../src/framework/game';
import { ACTIONS, CHARM, GEISHAS, type Action, type Geisha } from './cards';

export type Suit = 'clubs' | 'spades' | 'hearts' | 'diamonds' | 'coins' | 'crowns' | 'moons' | 'stars';
export type Rank = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'X' | 'J' | 'Q' | 'K' | 'A';

export interface SuitCard {
  readonly rank: Rank;
  readonly suit: Suit;
}

/** Each geisha's suit; her card's rank is her charm. */
export const GEISHA_SUIT: Readonly<Record<Geisha, Suit>> = { A: 'clubs', B: 'spades', C: 'hearts', D: 'diamonds', E: 'coins', F: 'crowns', G: 'moons' };

export const geishaCard = (g: Geisha): SuitCard => ({ rank: String(CHARM[g]) as Rank, suit: GEISHA_SUIT[g] });

/** A geisha's item cards: the ranks 0 … charm − 1 of her suit (she has as many items as her charm). */
export const itemCards = (g: Geisha): SuitCard[] => Array.from({ length: CHARM[g] }, (_, i) => ({ rank: String(i) as Rank, suit: GEISHA_SUIT[g] }));

const ACTION_RANK: Readonly<Record<Action, Rank>> = { tradeoff: 'X', secret: 'J', gift: 'Q', competition: 'K' };
/** The first player's action cards are clubs, the second's spades. */
const ACTION_SUIT: readonly [Suit, Suit] = ['clubs', 'spades'];

export const actionCard = (a: Action, p: PlayerId): SuitCard => ({ rank: ACTION_RANK[a], suit: ACTION_SUIT[p] });

/** The whole deck to pull for a game at the table: 7 geishas, 21 items, 8 action cards. */
export const TABLE_DECK: { readonly geishas: SuitCard[]; readonly items: SuitCard[]; readonly actions: SuitCard[] } = {
  geishas: GEISHAS.map(geishaCard),
  items: GEISHAS.flatMap(itemCards),
  actions: ([0, 1] as const).flatMap((p) => ACTIONS.map((a) => actionCard(a, p))),
};

/** "2♣", "X♠" — the card as printed, for labels and the printable list. */
export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = {
  clubs: '♣',
  spades: '♠',
  hearts: '♥',
  diamonds: '♦',
  coins: '●',
  crowns: '♛',
  moons: '☾',
  stars: '★',
};
export const cardText = (c: SuitCard): string => `${c.rank}${SUIT_SYMBOL[c.suit]}`;
