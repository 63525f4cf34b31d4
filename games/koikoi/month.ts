/**
 * The life of a month: the deal and its checks, the end of a month (stop, exhausted, deal checks),
 * the points moved and the next month dealt, by the arithmetic of month-rules.ts. Works on a private
 * draft of the state.
 */
import { other, type PlayerId } from '../../src/framework/game';
import type { Rng } from '../../src/framework/rng';
import { calendarMonth } from '../shared/hanafuda/cards';
import { checkField, checkHands, dealMonth, type Deal } from './deal';
import { applyMultipliers, exhaustedAward, gameEnd, multipliersFor, nextDealer } from './month-rules';
import { BASE_POINTS, scoreCaptures, type YakuScore } from './scoring';
import type { KoiKoiState, MonthEndReason, MonthResult, Multiplier } from './state';

export type Draft = { -readonly [K in keyof KoiKoiState]: KoiKoiState[K] };

/**
 * A shallow copy of the state: every change replaces a field instead of writing into it (the kernel's
 * zone moves write fresh arrays, pairs are replaced whole), so the original state is never touched
 * and a move copies only what it changes.
 */
export const draftOf = (s: KoiKoiState): Draft => ({ ...s });

/** The current calendar month of a state. */
export const seasonOf = (s: Pick<KoiKoiState, 'month'>): number => calendarMonth(s.month);

interface Award {
  winner: PlayerId | null;
  reason: MonthEndReason;
  yaku: YakuScore[];
  base: number;
  multipliers: Multiplier[];
  revealed: string[] | null;
  /** Who deals next; null = the usual rule (winner deals, else the no-winner rule). */
  nextDealer?: PlayerId;
}

/** Records the month's result, moves the points, and deals the next month or ends the game. */
function finishMonth(d: Draft, award: Award, rng: Rng): void {
  const points = applyMultipliers(award.base, award.multipliers);
  if (award.winner !== null) {
    const scores: [number, number] = [d.scores[0], d.scores[1]];
    scores[award.winner] += points;
    if (d.options.pointsMode === 'add-and-subtract') scores[other(award.winner)] -= points;
    d.scores = scores;
  }
  const result: MonthResult = {
    month: d.month,
    calendarMonth: calendarMonth(d.month),
    dealer: d.dealer,
    winner: award.winner,
    reason: award.reason,
    yaku: award.yaku,
    base: award.base,
    multipliers: award.multipliers,
    points: award.winner === null ? 0 : points,
    koikoi: [d.koikoi[0], d.koikoi[1]],
    cards: award.winner !== null && award.yaku.length > 0 && !award.revealed ? d.captures[award.winner].slice() : [],
    revealed: award.revealed,
    scores: [d.scores[0], d.scores[1]],
  };
  d.results = [...d.results, result];
  const dealer = award.nextDealer ?? (nextDealer(d.options, d.dealer, award.winner ?? -1) as PlayerId);
  const end = gameEnd(d.options, d.month, d.scores[0], d.scores[1]);
  if (end) {
    d.endReason = end;
    d.phase = 'game-over';
    return;
  }
  startMonth(d, d.month + 1, dealer, rng);
}

/**
 * Lays a fresh deal out on the table: the one place cards are put into zones directly (a new
 * month gathers and shuffles all 48); every later change is a kernel move between zones.
 */
function layOut(d: Draft, deal: Deal): void {
  d.hands = deal.hands;
  d.field = deal.field;
  d.drawPile = deal.drawPile;
  d.drawn = null;
  d.captures = [[], []];
}

/** Deals month `month`; deal checks may end it at once (and then deal the following month). */
export function startMonth(d: Draft, month: number, dealer: PlayerId, rng: Rng): void {
  d.month = month;
  d.dealer = dealer;
  d.turn = dealer;
  d.phase = 'play';
  d.koikoi = [0, 0];
  d.lastCaller = null;
  d.decided = [0, 0];
  d.decidedYaku = [[], []];
  d.redeals = 0;
  for (;;) {
    const deal = dealMonth(rng, dealer);
    layOut(d, deal);
    const field = checkField(deal.field, d.options);
    if (field === 'redeal') {
      d.redeals += 1;
      continue;
    }
    if (field === 'void') {
      // The dealer "automatically loses": no points, and the other player deals.
      finishMonth(d, { winner: null, reason: 'field-void', yaku: [], base: 0, multipliers: [], revealed: deal.field.slice(), nextDealer: other(dealer) }, rng);
      return;
    }
    const hand = checkHands(deal.hands, dealer, d.options);
    if (hand) {
      const yaku = [{ id: hand.yaku, points: BASE_POINTS.handDeal }];
      finishMonth(d, { winner: hand.player, reason: 'hand-deal', yaku, base: BASE_POINTS.handDeal, multipliers: [], revealed: deal.hands[hand.player].slice() }, rng);
      return;
    }
    return;
  }
}

/** `player`'s captures scored as at a stop: yaku, base points and multipliers. */
function scoredAsStop(d: Draft, player: PlayerId): Pick<Award, 'yaku' | 'base' | 'multipliers'> {
  const score = scoreCaptures(d.captures[player], d.options, seasonOf(d));
  return { yaku: score.yaku, base: score.total, multipliers: multipliersFor(score.total, d.koikoi[other(player)] > 0, d.options) };
}

/** The player ends the month with their captures (stop, last card or the used-up koi-koi). */
export function stopMonth(d: Draft, player: PlayerId, reason: MonthEndReason, rng: Rng): void {
  finishMonth(d, { winner: player, reason, ...scoredAsStop(d, player), revealed: null }, rng);
}

/** Both hands ran out with nobody stopping. */
export function exhaustMonth(d: Draft, rng: Rng): void {
  const none: Award = { winner: null, reason: 'exhausted', yaku: [], base: 0, multipliers: [], revealed: null };
  const award = exhaustedAward(d.options, d.lastCaller !== null);
  if (award.to === 'nobody') return finishMonth(d, none, rng);
  if (award.to === 'dealer') return finishMonth(d, { ...none, winner: d.dealer, base: award.points }, rng);
  const caller = d.lastCaller as PlayerId;
  finishMonth(d, { ...none, winner: caller, ...scoredAsStop(d, caller) }, rng);
}
