/**
 * What the statistics screen shows for one game, from its recorded cells and the filters chosen: which
 * opponents and presets appear (in the game's own order), the cells they select, and the rows of the
 * breakdown tables.
 */
import type { AnyGame } from '../../../framework/game';
import { HOT_SEAT_OPPONENT, sumCells, type CellStatistics } from '../../../shared/records';
import { levelsOf } from '../../plugins/index';

/** The preset filter's value for custom rules ('' is every preset). */
export const CUSTOM = '__custom';

/** Opponents with recorded games: the game's levels weakest first, then two people, then any others by name. */
export function opponentsPlayed(game: AnyGame | undefined, cells: readonly CellStatistics[]): string[] {
  const order = [...(game ? levelsOf(game).map((l) => l.id) : []), HOT_SEAT_OPPONENT];
  const rank = (o: string): number => (order.includes(o) ? order.indexOf(o) : order.length);
  return [...new Set(cells.map((c) => c.opponent))].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** Presets with recorded games: the game's own in its order, then presets it no longer has, then custom rules (null). */
export function presetsPlayed(game: AnyGame | undefined, cells: readonly CellStatistics[]): (string | null)[] {
  const used = new Set(cells.map((c) => c.preset));
  const known = (game?.presets ?? []).map((p) => p.id).filter((id) => used.has(id));
  return [...known, ...[...used].filter((p): p is string => p !== null && !known.includes(p)), ...(used.has(null) ? [null] : [])];
}

/** The preset filter as sumCells reads it: undefined for every preset, null for custom rules. */
export const presetFilterOf = (value: string): string | null | undefined => (value === '' ? undefined : value === CUSTOM ? null : value);

/** Matches from before the per-opponent cells were kept: counted in the totals only. */
export function legacyCount(played: number, cells: readonly CellStatistics[]): number {
  return Math.max(0, played - sumCells(cells.filter((c) => c.opponent !== HOT_SEAT_OPPONENT), null, undefined).played);
}

/** One row of a breakdown table: an opponent or a preset, with the numbers of the current filter. */
export interface BreakdownRow {
  key: string;
  label: string;
  cell: CellStatistics;
}

export const average = (total: number, n: number): string => (n > 0 ? (total / n).toFixed(1) : '—');
