/**
 * The life of a month: the deal and its checks, the end of a month (stop, exhausted, deal checks),
 * the multipliers, the next dealer and the end of the game. Works on a private draft of the state.
 */
import { other, type PlayerId } from '../../src/framework/game';
import type { Rng } from '../../src/framework/rng';
import { calendarMonth } from './cards';
import { checkField, checkHands, dealMonth } from './deal';
import type { KoiKoiOptions } from './options';
import { BASE_POINTS, scoreCaptures, type YakuScore } from './scoring';
import type { KoiKoiState, MonthEndReason, MonthResult, Multiplier } from './state';

export type Draft = { -readonly [K in keyof KoiKoiState]: KoiKoiState[K] };

/** A copy whose changing parts are fresh arrays, so the original state is never touched. */
export function draftOf(s: KoiKoiState): Draft {
  return {
    ...s,
    hands: [s.hands[0].slice(), s.hands[1].slice()],
    field: s.field.slice(),
    drawPile: s.drawPile.slice(),
    captures: [s.captures[0].slice(), s.captures[1].slice()],
    koikoi: [s.koikoi[0], s.koikoi[1]],
    decided: [s.decided[0], s.decided[1]],
    decidedYaku: [s.decidedYaku[0].slice(), s.decidedYaku[1].slice()],
    scores: [s.scores[0], s.scores[1]],
    results: s.results.slice(),
  };
}

/** Multipliers in the rules' order: 7-point doubling first, then the koi-koi doubling. */
export function multipliersFor(base: number, opponentCalled: boolean, o: KoiKoiOptions): Multiplier[] {
  const out: Multiplier[] = [];
  if (o.sevenPointDoubling && base >= 7) out.push({ id: 'seven-plus', factor: 2 });
  if (o.koikoiBonus === 'double-after-opponent' && opponentCalled) out.push({ id: 'koikoi', factor: 2 });
  return out;
}

export const applyMultipliers = (base: number, ms: readonly Multiplier[]): number =>
  ms.reduce((points, m) => points * m.factor, base);

/** The current calendar month of a state. */
export const seasonOf = (s: Pick<KoiKoiState, 'month'>): number => calendarMonth(s.month);

function gameEnds(d: Draft): KoiKoiState['endReason'] {
  const reached = Math.max(d.scores[0], d.scores[1]) >= 50;
  switch (d.options.gameLength) {
    case 'twelve-months':
      return d.month >= 12 ? 'twelve-months' : null;
    case 'fifty-points':
      return reached ? 'fifty-points' : null;
    case 'fifty-points-or-december':
      return reached ? 'fifty-points' : d.month >= 12 ? 'december' : null;
  }
}

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
    d.scores[award.winner] += points;
    if (d.options.pointsMode === 'add-and-subtract') d.scores[other(award.winner)] -= points;
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
  d.results.push(result);
  const nextDealer =
    award.nextDealer ??
    award.winner ??
    (d.options.noWinnerMonth === 'deal-passes' ? other(d.dealer) : d.dealer);
  const end = gameEnds(d);
  if (end) {
    d.endReason = end;
    d.phase = 'game-over';
    return;
  }
  startMonth(d, d.month + 1, nextDealer, rng);
}

/** Deals month `month`; deal checks may end it at once (and then deal the following month). */
export function startMonth(d: Draft, month: number, dealer: PlayerId, rng: Rng): void {
  d.month = month;
  d.dealer = dealer;
  d.turn = dealer;
  d.phase = 'play';
  d.drawn = null;
  d.koikoi = [0, 0];
  d.lastCaller = null;
  d.decided = [0, 0];
  d.decidedYaku = [[], []];
  d.captures = [[], []];
  d.redeals = 0;
  for (;;) {
    const deal = dealMonth(rng, dealer);
    d.hands = deal.hands;
    d.field = deal.field;
    d.drawPile = deal.drawPile;
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

/** The player ends the month with their captures (stop, last card or the used-up koi-koi). */
export function stopMonth(d: Draft, player: PlayerId, reason: MonthEndReason, rng: Rng): void {
  const score = scoreCaptures(d.captures[player], d.options, seasonOf(d));
  const multipliers = multipliersFor(score.total, d.koikoi[other(player)] > 0, d.options);
  finishMonth(d, { winner: player, reason, yaku: score.yaku, base: score.total, multipliers, revealed: null }, rng);
}

/** Both hands ran out with nobody stopping. */
export function exhaustMonth(d: Draft, rng: Rng): void {
  const none: Award = { winner: null, reason: 'exhausted', yaku: [], base: 0, multipliers: [], revealed: null };
  switch (d.options.exhaustedMonth) {
    case 'no-points':
      return finishMonth(d, none, rng);
    case 'dealer-six':
      return finishMonth(d, { ...none, winner: d.dealer, base: BASE_POINTS.exhaustedDealer }, rng);
    case 'last-caller-or-dealer-one': {
      if (d.lastCaller === null) return finishMonth(d, { ...none, winner: d.dealer, base: BASE_POINTS.oyaKen }, rng);
      const caller = d.lastCaller;
      const score = scoreCaptures(d.captures[caller], d.options, seasonOf(d));
      const multipliers = multipliersFor(score.total, d.koikoi[other(caller)] > 0, d.options);
      return finishMonth(d, { ...none, winner: caller, yaku: score.yaku, base: score.total, multipliers }, rng);
    }
  }
}

