/**
 * The month's arithmetic, written once for the rules (month.ts), the month simulator (engine/) and the
 * computer players' playouts: the multipliers, what an exhausted month awards, who deals next and when
 * the game ends. Small pure functions over the options that decide them (a compiled rule table carries
 * the same fields, so the simulator calls them too).
 */
import { BASE_POINTS } from './scoring';
import type { KoiKoiOptions } from './options';
import type { KoiKoiState, Multiplier } from './state';

export type MonthRules = Pick<KoiKoiOptions, 'sevenPointDoubling' | 'koikoiBonus' | 'exhaustedMonth' | 'noWinnerMonth' | 'gameLength'>;

const sevenPlus = (r: MonthRules, base: number): boolean => r.sevenPointDoubling && base >= 7;
const afterKoikoi = (r: MonthRules, opponentCalled: boolean): boolean => r.koikoiBonus === 'double-after-opponent' && opponentCalled;

/** Each multiplier doubles. */
const DOUBLE = 2;

/** The multipliers on a winner's `base` points, in the rules' order: 7-point doubling, then the koi-koi doubling. */
export function multipliersFor(base: number, opponentCalled: boolean, r: MonthRules): Multiplier[] {
  const out: Multiplier[] = [];
  if (sevenPlus(r, base)) out.push({ id: 'seven-plus', factor: DOUBLE });
  if (afterKoikoi(r, opponentCalled)) out.push({ id: 'koikoi', factor: DOUBLE });
  return out;
}

/** The same multipliers as one factor, without building the list. */
export function multiplierOf(base: number, opponentCalled: boolean, r: MonthRules): number {
  return (sevenPlus(r, base) ? DOUBLE : 1) * (afterKoikoi(r, opponentCalled) ? DOUBLE : 1);
}

export const applyMultipliers = (base: number, ms: readonly Multiplier[]): number => ms.reduce((points, m) => points * m.factor, base);

/** Who wins a month whose hands ran out with nobody stopping, and with what. */
export type ExhaustedAward =
  | { readonly to: 'nobody' }
  /** The dealer, with these points (no multipliers). */
  | { readonly to: 'dealer'; readonly points: number }
  /** The last player to call koi-koi, with their captures scored as at a stop. */
  | { readonly to: 'last-caller' };

const NOBODY: ExhaustedAward = Object.freeze({ to: 'nobody' });
const DEALER_SIX: ExhaustedAward = Object.freeze({ to: 'dealer', points: BASE_POINTS.exhaustedDealer });
const OYA_KEN: ExhaustedAward = Object.freeze({ to: 'dealer', points: BASE_POINTS.oyaKen });
const LAST_CALLER: ExhaustedAward = Object.freeze({ to: 'last-caller' });

export function exhaustedAward(r: MonthRules, someoneCalled: boolean): ExhaustedAward {
  switch (r.exhaustedMonth) {
    case 'no-points':
      return NOBODY;
    case 'dealer-six':
      return DEALER_SIX;
    case 'last-caller-or-dealer-one':
      return someoneCalled ? LAST_CALLER : OYA_KEN;
  }
}

/** Who deals after a month dealt by `dealer`: its winner; when nobody won (−1), as the options say. */
export function nextDealer(r: MonthRules, dealer: number, winner: number): number {
  if (winner >= 0) return winner;
  return r.noWinnerMonth === 'dealer-again' ? dealer : dealer ^ 1;
}

/** Why the game ends when game month `month` ends with these scores, or null when it goes on. */
export function gameEnd(r: MonthRules, month: number, s0: number, s1: number): KoiKoiState['endReason'] {
  const reached = Math.max(s0, s1) >= 50;
  switch (r.gameLength) {
    case 'twelve-months':
      return month >= 12 ? 'twelve-months' : null;
    case 'fifty-points':
      return reached ? 'fifty-points' : null;
    case 'fifty-points-or-december':
      return reached ? 'fifty-points' : month >= 12 ? 'december' : null;
  }
}
