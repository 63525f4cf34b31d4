/**
 * The recorded games the sight check walks (tests/fixtures/sight/, written by the CLI's `arena --record`;
 * see the README there): as history records the way the app keeps a finished game (src/renderer/play/finished.ts),
 * and as saves cut at a chosen move, to put a position on the table. Seat 0 is the person at the screen,
 * seat 1 the computer.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findGame } from '../../../games/index';
import type { AnyGame, PlayerId } from '../../../src/framework/game';
import { Match } from '../../../src/framework/match';
import { toSave, type SaveMeta } from '../../../src/framework/save';
import { finishedMatch } from '../../../src/renderer/play/finished';
import { hanamikojiStats } from '../../../games/hanamikoji/ui/stats';
import { koikoiStats } from '../../../games/koikoi/ui/stats';
import { addToHistory, recordMatch, type FinishedMatch, type History, type Statistics } from '../../../src/shared/records';
import { root } from '../harness-target';
import { seededRecords } from '../support/records';

export type GameId = 'koikoi' | 'hanamikoji';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMatch = Match<any, any, any, any>;

const FILES: Record<GameId, string> = {
  koikoi: 'koikoi-fifty-seed2054.json',
  hanamikoji: 'hanamikoji-official-seed117.json',
};
/** The computer's level in the records (the person played seat 0). */
export const OPPONENT = 'normal';
const PROFILES = { koikoi: koikoiStats, hanamikoji: hanamikojiStats } as const;

export interface Recorded {
  game: AnyGame;
  match: AnyMatch;
  meta: SaveMeta;
  record: FinishedMatch;
}

const cache = new Map<GameId, Recorded>();

/** A recorded game, replayed move by move, with its history record. */
export function recorded(gameId: GameId): Recorded {
  const known = cache.get(gameId);
  if (known) return known;
  const save = JSON.parse(readFileSync(join(root, 'tests/fixtures/sight', FILES[gameId]), 'utf8')) as { seed: number; options: unknown; moves: unknown[]; meta: { presetId: string | null } };
  const game = findGame(gameId) as AnyGame;
  const match = Match.replay(game, { gameId, seed: save.seed, options: save.options, moves: save.moves });
  const finishedAt = new Date(gameId === 'koikoi' ? Date.UTC(2026, 11, 1, 20, 30) : Date.UTC(2026, 11, 1, 21, 15));
  const startedAt = new Date(finishedAt.getTime() - 25 * 60_000).toISOString();
  const meta: SaveMeta = { seats: [{ kind: 'human' }, { kind: 'bot', level: OPPONENT }], presetId: save.meta.presetId, startedAt, savedAt: startedAt };
  const record = finishedMatch(match, meta, finishedAt, PROFILES[gameId]);
  if (!record) throw new Error(`the recorded ${gameId} game in ${FILES[gameId]} is not finished`);
  const out = { game, match, meta, record };
  cache.set(gameId, out);
  return out;
}

/** The history and statistics of a player with some games behind them, the recorded ones the newest. */
export function seededHistory(): { history: History; statistics: Statistics } {
  const older = seededRecords(3);
  const mine = [recorded('hanamikoji').record, recorded('koikoi').record];
  return {
    history: mine.reduce(addToHistory, older.history),
    statistics: mine.reduce(recordMatch, older.statistics),
  };
}

/** The recorded game as it stood after `moves` moves, as the save the app reopens on its table. */
export function tableAt(gameId: GameId, moves: number): { gameId: string; save: unknown } {
  const { match, meta } = recorded(gameId);
  return { gameId, save: JSON.parse(JSON.stringify(toSave(match.prefix(moves), meta))) };
}

/** The move indices where `player` decides (two or more legal moves), with the move made there. */
export function decisionsOf(gameId: GameId, player: PlayerId): { index: number; move: Record<string, unknown> }[] {
  const { match, game } = recorded(gameId);
  return match.moves.flatMap((m: { player: PlayerId; move: unknown }, index: number) =>
    m.player === player && game.legalMoves(match.states[index]).length > 1 ? [{ index, move: m.move as Record<string, unknown> }] : [],
  );
}

/** The round (Koi-Koi month) the recorded game is in before move `index`. */
export function roundAt(gameId: GameId, index: number): number {
  const { match, game } = recorded(gameId);
  return game.turns?.roundOf(match.states[index]) ?? 1;
}
