/**
 * How good a game score is for a player once a month has ended: the chance to win the game from
 * here, modelled as the lead against the spread of the months still to play (a normal
 * approximation of the sum of month swings). A finished game is worth exactly 1, 0.5 or 0.
 */
import type { PlayerId } from '../../../src/framework/game';
import type { KoiKoiState } from '../state';
import { ruleTable, LENGTH_FIFTY, LENGTH_TWELVE } from './rule-table';

/**
 * Spread (standard deviation) of one month's swing in points between the players, measured from
 * greedy self-play with the simulator (scripts in games/koikoi/sim/bench-*.ts): about 5 points
 * under the nintendo and tabletop rules, a little less in the race to fifty.
 */
export const MONTH_SPREAD = 5.5;
/** A month's winner takes about this many points on average (for how long a race to 50 lasts). */
export const MEAN_MONTH_POINTS = 4;

/** Months still to play after state's last finished month (the current month counts). */
export function monthsLeft(s: KoiKoiState): number {
  const t = ruleTable(s.options);
  const calendar = Math.max(1, 13 - s.month);
  if (t.length === LENGTH_TWELVE) return calendar;
  const toGo = 50 - Math.max(s.scores[0], s.scores[1]);
  const race = Math.max(1, Math.ceil(toGo / MEAN_MONTH_POINTS));
  return t.length === LENGTH_FIFTY ? race : Math.min(race, calendar);
}

/** Standard normal distribution function (Zelen & Severo, |error| < 7.5e-8). */
export function normalCdf(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.2316419 * z);
  const poly = t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  const tail = 0.3989422804014327 * Math.exp(-0.5 * z * z) * poly;
  return x >= 0 ? 1 - tail : tail;
}

/** The value of `s` for `player` in [0, 1]. */
export function evaluate(s: KoiKoiState, player: PlayerId): number {
  const lead = s.scores[player] - s.scores[player === 0 ? 1 : 0];
  if (s.phase === 'game-over') return lead > 0 ? 1 : lead < 0 ? 0 : 0.5;
  const swing = ruleTable(s.options).subtract ? 2 * MONTH_SPREAD : MONTH_SPREAD;
  return normalCdf(lead / (swing * Math.sqrt(monthsLeft(s))));
}
