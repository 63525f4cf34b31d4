/**
 * What each card is worth in Hana-awase (rules file, "Cards"): a light 20, an animal 10, a ribbon 5 and a
 * plain — the lightning `11-plain1` too — the `plainValue` option (1, or 0). The deck holds 264 (or 240), and
 * par, what a seat's card points are measured against under zero-sum scoring, is the deck's total shared
 * evenly by the seats. The cards themselves (ids, kinds, names, art) are the shared hanafuda deck's.
 */
import { CARDS, cardInfo, type CardKind } from '../shared/hanafuda/cards';
import type { HanaAwaseOptions } from './options';

/** The options card values depend on. */
export type CardValueRules = Pick<HanaAwaseOptions, 'plainValue'>;

/** A light, animal and ribbon's value; a plain's is the `plainValue` option. */
export const KIND_VALUES: Readonly<Record<Exclude<CardKind, 'plain'>, number>> = { bright: 20, animal: 10, ribbon: 5 };

/** Each card's value by id, null for a plain (worth the `plainValue` option): read at every round's end. */
const FIXED_VALUES: ReadonlyMap<string, number | null> = new Map(CARDS.map((c) => [c.id, c.kind === 'plain' ? null : KIND_VALUES[c.kind]]));

/** One card's value: light 20, animal 10, ribbon 5, plain (the lightning included) `plainValue`. */
export function cardValue(id: string, options: CardValueRules): number {
  const fixed = FIXED_VALUES.get(id);
  if (fixed !== undefined) return fixed ?? options.plainValue;
  // Not a card of the deck: cardInfo throws, naming it.
  const { kind } = cardInfo(id);
  return kind === 'plain' ? options.plainValue : KIND_VALUES[kind];
}

/** The value of all 48 cards: 5 × 20 + 9 × 10 + 10 × 5 + 24 × plainValue = 264, or 240 when plains are worth 0. */
export function deckTotal(options: CardValueRules): number {
  // Asked at every round's end (par) and in every look-ahead of the soak: added up once per plain value.
  let total = DECK_TOTALS.get(options.plainValue);
  if (total === undefined) {
    total = CARDS.reduce((sum, card) => sum + cardValue(card.id, options), 0);
    DECK_TOTALS.set(options.plainValue, total);
  }
  return total;
}

const DECK_TOTALS = new Map<number, number>();

/** Par: the deck's total over the number of players (264: 132 / 88 / 66; 240: 120 / 80 / 60). */
export function par(options: CardValueRules, players: number): number {
  return deckTotal(options) / players;
}

/** A pile's card points: the sum of its cards' values. */
export function cardPoints(cards: readonly string[], options: CardValueRules): number {
  let sum = 0;
  // By index: for…of walks a frozen list (the soak freezes every state) on V8's slow path.
  for (let i = 0; i < cards.length; i++) sum += cardValue(cards[i] as string, options);
  return sum;
}
