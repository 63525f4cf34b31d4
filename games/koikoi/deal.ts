/** The first-dealer draw and the deal of a month with its checks (field and hand). */
import { other, type PlayerId } from '../../src/framework/game';
import type { Rng } from '../../src/framework/rng';
import { CARD_IDS, monthOf } from '../shared/hanafuda/cards';
import type { KoiKoiOptions } from './options';
import { handDealYaku } from './scoring';

/** Each player turns over a card; the earlier month deals. Equal months draw again. */
export function drawForDealer(rng: Rng): { dealer: PlayerId; draws: [string, string][] } {
  const draws: [string, string][] = [];
  for (;;) {
    const [a, b] = rng.shuffle(CARD_IDS) as [string, string];
    draws.push([a, b]);
    if (monthOf(a) !== monthOf(b)) return { dealer: monthOf(a) < monthOf(b) ? 0 : 1, draws };
  }
}

export interface Deal {
  readonly hands: [string[], string[]];
  readonly field: string[];
  readonly drawPile: string[];
}

/** Eight cards to each player and eight to the field; the rest is the draw pile (index 0 on top). */
export function dealMonth(rng: Rng, dealer: PlayerId): Deal {
  const deck = rng.shuffle(CARD_IDS);
  const hands: [string[], string[]] = [[], []];
  hands[other(dealer)] = deck.slice(0, 8);
  hands[dealer] = deck.slice(8, 16);
  return { hands, field: deck.slice(16, 24), drawPile: deck.slice(24) };
}

/** The largest number of cards of one month among `cards`. */
function mostOfOneMonth(cards: readonly string[]): number {
  const perMonth = new Array<number>(13).fill(0);
  let most = 0;
  for (const id of cards) most = Math.max(most, ++perMonth[monthOf(id)]!);
  return most;
}

export type FieldCheck = 'ok' | 'redeal' | 'void';

export function checkField(field: readonly string[], options: KoiKoiOptions): FieldCheck {
  const most = mostOfOneMonth(field);
  switch (options.fieldDealCheck) {
    case 'redeal-three-or-four':
      return most >= 3 ? 'redeal' : 'ok';
    case 'void-four':
      return most === 4 ? 'void' : 'ok';
    case 'none':
      return 'ok';
  }
}

/** The player whose dealt hand wins the month outright, dealer first (the dealer has priority). */
export function checkHands(
  hands: readonly [readonly string[], readonly string[]],
  dealer: PlayerId,
  options: KoiKoiOptions,
): { player: PlayerId; yaku: 'teshi' | 'kuttsuki' } | null {
  if (!options.handDealCheck) return null;
  for (const player of [dealer, other(dealer)]) {
    const yaku = handDealYaku(hands[player]);
    if (yaku) return { player, yaku };
  }
  return null;
}
