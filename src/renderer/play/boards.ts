/** Game boards, from the games' UI manifests, loaded when first played. */
import { defineAsyncComponent, type Component } from 'vue';
import type { Lang, Seat } from '../../framework/game';
import type { SaveMeta } from '../../framework/save';
import type { BoardProps, BoardSummaries } from '../../plugin-api/board';
import { HOT_SEAT_OPPONENT, type FinishedMatch } from '../../shared/records';
import { uiFor } from '../plugins/index';
import { seatNames } from './names';

const cache = new Map<string, Component>();

export function boardFor(gameId: string): Component | null {
  const ui = uiFor(gameId);
  if (!ui) return null;
  let component = cache.get(gameId);
  if (!component) {
    component = defineAsyncComponent({ loader: () => ui.board().then((m) => m.default), delay: 120 });
    cache.set(gameId, component);
  }
  return component;
}

/** A board that is only looked at (a replay, a review, a practice question): no moves, no hint, no animation. */
export function stillBoard(
  view: unknown,
  viewer: Seat,
  names: readonly string[],
  showLabels: boolean,
  twoPlayer: boolean,
  summaries: Exclude<BoardSummaries, 'play'>,
): BoardProps<unknown, unknown> {
  return { view, viewer, legalMoves: [], names, thinking: false, animationMs: 0, showLabels, hint: null, twoPlayer, summaries };
}

type T = (key: string, params?: Record<string, unknown>) => string;

/** The seats of a finished match as its save had them: as its table names them, else (two seats) from its opponent. */
function recordSeats(record: Pick<FinishedMatch, 'opponent' | 'replay' | 'table'>): SaveMeta['seats'] {
  if (record.table) return record.table.seats;
  if (record.opponent === HOT_SEAT_OPPONENT) return [{ kind: 'human' }, { kind: 'human' }];
  const bot = { kind: 'bot' as const, level: record.opponent };
  return (record.replay?.seat ?? 0) === 0 ? [{ kind: 'human' }, bot] : [bot, { kind: 'human' }];
}

/**
 * The seats' names of a finished match, by seat — the play screen's header's: "You" and "Computer (Easy)",
 * or "Player 1", "Player 2"… when people shared the screen.
 */
export function recordSeatNames(record: Pick<FinishedMatch, 'gameId' | 'opponent' | 'replay' | 'table'>, t: T, lang: Lang): string[] {
  return seatNames(record.gameId, recordSeats(record), t, lang);
}
