/** The draw for the first dealer, the deal of a round and its checks (a misdeal, four of a month in a hand). */
import type { Seat } from '../../src/framework/game';
import type { Rng } from '../../src/framework/rng';
import { CARD_IDS, cardInfo, monthOf, type CardKind } from '../shared/hanafuda/cards';
import type { HanaAwaseOptions } from './options';
import type { Draft } from './state';
import { hanafudaDeck } from './zones';

/** Which card of a month is higher in the dealer draw: a light over an animal over a ribbon over a plain. */
const KIND_RANK: Readonly<Record<CardKind, number>> = { bright: 3, animal: 2, ribbon: 1, plain: 0 };

/**
 * The seat a try of the dealer draw names (one card per seat, by seat), or null when it cannot decide:
 * the earliest month deals, a tie for it goes to the higher card of the month (kind: light, animal, ribbon,
 * plain). Two plains of the earliest month (the lightning counts as a plain) cannot be told apart, and
 * when they are the best of it the try is repeated.
 */
export function dealerOf(draw: readonly string[]): Seat | null {
  const earliest = Math.min(...draw.map(monthOf));
  const rankOf = (card: string): number => (monthOf(card) === earliest ? KIND_RANK[cardInfo(card).kind] : -1);
  const best = Math.max(...draw.map(rankOf));
  const top = draw.flatMap((card, seat) => (rankOf(card) === best ? [seat] : []));
  return top.length === 1 ? (top[0] as Seat) : null;
}

/**
 * The traditional draw for the first dealer: each seat turns a card from the shuffled deck; a try that
 * cannot decide (dealerOf) is repeated with the deck shuffled again. Every try is kept, one card per seat.
 */
export function drawForDealer(rng: Rng, players: number): { dealer: Seat; draws: string[][] } {
  const draws: string[][] = [];
  for (;;) {
    const draw = rng.shuffle(CARD_IDS).slice(0, players);
    draws.push(draw);
    const dealer = dealerOf(draw);
    if (dealer !== null) return { dealer, draws };
  }
}

/** Cards per hand and on the field at a table of `players` (the draw pile holds the rest of the 48). */
export function dealSizes(players: number, options: Pick<HanaAwaseOptions, 'twoPlayerHand'>): { hand: number; field: number; pile: number } {
  const { hand, field } = players === 2 ? { hand: options.twoPlayerHand, field: 8 } : players === 3 ? { hand: 7, field: 6 } : { hand: 5, field: 8 };
  return { hand, field, pile: CARD_IDS.length - players * hand - field };
}

export interface Deal {
  readonly hands: string[][];
  readonly field: string[];
  /** Index 0 is the top. */
  readonly drawPile: string[];
}

/**
 * One deal from the shuffled deck: a hand to each seat, starting with the seat after the dealer and ending
 * with the dealer's own, then the field face up; the rest is the draw pile. Hands are kept sorted (their
 * order carries no information).
 */
export function dealRound(rng: Rng, dealer: Seat, players: number, options: Pick<HanaAwaseOptions, 'twoPlayerHand'>): Deal {
  const { hand, field } = dealSizes(players, options);
  const deck = rng.shuffle(CARD_IDS);
  const hands: string[][] = Array.from({ length: players }, () => []);
  for (let k = 0; k < players; k++) hands[(dealer + 1 + k) % players] = hanafudaDeck.sorted(deck.slice(k * hand, (k + 1) * hand));
  const dealt = players * hand;
  return { hands, field: deck.slice(dealt, dealt + field), drawPile: deck.slice(dealt + field) };
}

/** True when `cards` hold all four cards of some month. */
export function holdsFourOfAMonth(cards: readonly string[]): boolean {
  const perMonth = new Array<number>(13).fill(0);
  for (const id of cards) if (++perMonth[monthOf(id)]! === 4) return true;
  return false;
}

/**
 * Why a deal is dealt again, or null when it stands: all four cards of a month on the field (a misdeal,
 * always), or in one hand under `fourInHand` redeal.
 */
function redealReason(deal: Deal, options: Pick<HanaAwaseOptions, 'fourInHand'>): 'field' | 'hand' | null {
  if (holdsFourOfAMonth(deal.field)) return 'field';
  if (options.fourInHand === 'redeal' && deal.hands.some(holdsFourOfAMonth)) return 'hand';
  return null;
}

/**
 * Deals round `round` by `dealer` onto the draft: the deck is shuffled and dealt from the game's rng, and
 * dealt again by the same dealer from the same stream as long as the deal must be dealt again (`redeals`
 * counts how often). The dealer plays first.
 */
export function startRound(d: Draft, round: number, dealer: Seat, rng: Rng): void {
  d.round = round;
  d.dealer = dealer;
  d.turn = dealer;
  d.phase = 'play';
  d.redeals = 0;
  for (;;) {
    const deal = dealRound(rng, dealer, d.players, d.options);
    if (redealReason(deal, d.options) !== null) {
      d.redeals += 1;
      continue;
    }
    // A fresh deal is the one place cards are put into zones directly; every later change is a kernel move.
    d.hands = deal.hands;
    d.field = deal.field;
    d.drawPile = deal.drawPile;
    d.drawn = null;
    d.captures = Array.from({ length: d.players }, () => []);
    return;
  }
}
