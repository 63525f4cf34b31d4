/**
 * What the statistics know about one game beyond wins and points (the `stats` of its UI manifest): the
 * counters it records per finished match (read from the final public view, so nothing hidden is stored)
 * and how the statistics screen shows their sums.
 */
import type { Lang, Seat } from '../framework/game';
import type { Match } from '../framework/match';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMatch = Match<any, any, any, any>;
/**
 * @public Part of the StatsProfile contract a game implements (knip: kept exported for plugins to name it).
 * The app's translation: the game's own messages under `games.<id>.`, the screen's common words under `statistics.` (ofTotal, wins, losses, noDetails). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A game's counters of one match, e.g. { "koikoi-calls": 2, "yaku:goko": 1 } (lowercase keys, whole numbers). */
export type MatchDetails = Readonly<Record<string, number>>;

/** @public The sums a profile reads for the matches the screen's filters select (part of the StatsProfile contract). */
export interface StatsCell {
  /** The games' counters summed, and how many matches reported them. */
  readonly details: Readonly<Record<string, number>>;
  readonly detailed: number;
  /** How the player's wins and losses came about, by the game's reason code. */
  readonly wonBy: Readonly<Record<string, number>>;
  readonly lostBy: Readonly<Record<string, number>>;
}

/** One chart of a game's own numbers. */
export interface DetailChart {
  readonly id: string;
  readonly title: string;
  readonly kind: 'bar' | 'doughnut';
  readonly labels: string[];
  /** One series, or several stacked (e.g. wins and losses); colours are the screen's business. */
  readonly series: { readonly label: string; readonly values: number[] }[];
  /** Long labels (yaku, geisha names) read better on bars running across. */
  readonly horizontal?: boolean;
  /** Shown instead of the chart when every value is 0. */
  readonly empty: string;
}

/** @public One headline figure, e.g. "Koi-koi calls paid off: 3 of 5" (part of the StatsProfile contract). */
export interface DetailFact {
  readonly id: string;
  readonly label: string;
  readonly value: string;
}

export interface StatsProfile {
  /** The counters of one finished match, for the player in `seat`. */
  details(match: AnyMatch, seat: Seat): MatchDetails;
  facts(cell: StatsCell, t: Translate, lang: Lang): DetailFact[];
  charts(cell: StatsCell, t: Translate, lang: Lang): DetailChart[];
}

export const percent = (part: number, whole: number): string => (whole > 0 ? `${Math.round((100 * part) / whole)}%` : '—');
export const perGame = (total: number, games: number): string => (games > 0 ? (total / games).toFixed(1) : '—');
