/**
 * How good a game score is for a player once a month has ended: the chance to win the game from
 * here. Under the `nintendo` rules it is computed exactly from measured month results (month-swings.ts);
 * under other rules it is modelled as the lead against the spread of the months still to play (a
 * normal approximation of the sum of month swings). A finished game is worth exactly 1, 0.5 or 0.
 */
import type { PlayerId } from '../../../../src/framework/game';
import { optionsSchema } from '../../options';
import type { KoiKoiState } from '../../state';
import { winChance } from './month-swings';
import { ruleTable, type RuleTable } from '../../engine/rule-table';

const NINTENDO_RULES = JSON.stringify(ruleTable(optionsSchema.parse({})));
const nintendo = new WeakMap<RuleTable, boolean>();

/** Whether a rule table is the `nintendo` preset's, whose month results month-swings.ts holds. */
function isNintendo(t: RuleTable): boolean {
  let known = nintendo.get(t);
  if (known === undefined) nintendo.set(t, (known = JSON.stringify(t) === NINTENDO_RULES));
  return known;
}

/**
 * Spread (standard deviation) of one month's swing in points between the players: 10.3 over 720
 * months of `normal` against itself under the nintendo rules (koi-koi calls and the doubling rules
 * widen it; greedy play that always stops swings only about 5, the value used before, which made a
 * lead look twice as safe as it is).
 */
const MONTH_SPREAD = 10;
/** A month's winner takes about this many points on average (for how long a race to 50 lasts). */
const MEAN_MONTH_POINTS = 4;

/** Months still to play from the start of game month `next`, given the scores so far. */
function monthsLeft(t: RuleTable, next: number, s0: number, s1: number): number {
  const calendar = Math.max(1, 13 - next);
  if (t.gameLength === 'twelve-months') return calendar;
  const race = Math.max(1, Math.ceil((50 - Math.max(s0, s1)) / MEAN_MONTH_POINTS));
  return t.gameLength === 'fifty-points' ? race : Math.min(race, calendar);
}

/** Standard normal distribution function (Zelen & Severo, |error| < 7.5e-8). */
function normalCdf(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.2316419 * z);
  const poly = t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  const tail = 0.3989422804014327 * Math.exp(-0.5 * z * z) * poly;
  return x >= 0 ? 1 - tail : tail;
}

/**
 * The value for `player` of the scores `s0`, `s1` when the game is over (`over`) or month `next`
 * is about to be dealt by `dealer`.
 */
export function valueOfScores(t: RuleTable, over: boolean, next: number, s0: number, s1: number, player: number, dealer: number): number {
  const lead = player === 0 ? s0 - s1 : s1 - s0;
  if (over) return lead > 0 ? 1 : lead < 0 ? 0 : 0.5;
  if (isNintendo(t)) return winChance(lead, 13 - next, dealer === player);
  const swing = t.subtract ? 2 * MONTH_SPREAD : MONTH_SPREAD;
  return normalCdf(lead / (swing * Math.sqrt(monthsLeft(t, next, s0, s1))));
}

/** The value of `s` for `player` in [0, 1]. */
export function evaluate(s: KoiKoiState, player: PlayerId): number {
  return valueOfScores(ruleTable(s.options), s.phase === 'game-over', s.month, s.scores[0], s.scores[1], player, s.dealer);
}
