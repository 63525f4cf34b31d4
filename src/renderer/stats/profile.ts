/**
 * What the statistics know about one game beyond wins and points: the counters it records per finished
 * match (read from the final public view, so nothing hidden is stored) and how the screen shows their sums.
 */
import type { Lang, PlayerId } from '../../framework/game';
import type { Match } from '../../framework/match';
import type { CellStatistics, MatchDetails } from '../../shared/records';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMatch = Match<any, any, any, any>;
export type Translate = (key: string, params?: Record<string, unknown>) => string;

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

/** One headline figure, e.g. "Koi-koi calls paid off: 3 of 5". */
export interface DetailFact {
  readonly id: string;
  readonly label: string;
  readonly value: string;
}

export interface StatsProfile {
  /** The running score [player 0, player 1] read from a view, for games whose view has no `scores` field. */
  runningScore?(view: unknown): [number, number] | null;
  /** The counters of one finished match, for the player in `seat`. */
  details(match: AnyMatch, seat: PlayerId): MatchDetails;
  facts(cell: CellStatistics, t: Translate, lang: Lang): DetailFact[];
  charts(cell: CellStatistics, t: Translate, lang: Lang): DetailChart[];
}

export const percent = (part: number, whole: number): string => (whole > 0 ? `${Math.round((100 * part) / whole)}%` : '—');
export const perGame = (total: number, games: number): string => (games > 0 ? (total / games).toFixed(1) : '—');
