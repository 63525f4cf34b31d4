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
import { REVIEW_BUDGET_MS } from '../../../src/framework/review-record';
import { addToHistory, recordMatch, REVIEW_VERSION, type FinishedMatch, type History, type Statistics, type StoredDecision } from '../../../src/shared/records';
import { root } from '../harness-target';
import { seededRecords } from '../support/records';

export type GameId = 'koikoi' | 'hanamikoji';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyMatch = Match<any, any, any, any>;

const FILES: Record<GameId, string> = {
  koikoi: 'koikoi-fifty-seed2054.json',
  hanamikoji: 'hanamikoji-official-seed117.json',
};
/** The computer's level in the records (the person played seat 0). */
const OPPONENT = 'normal';
const PROFILES = { koikoi: koikoiStats, hanamikoji: hanamikojiStats } as const;

export interface Recorded {
  game: AnyGame;
  match: AnyMatch;
  meta: SaveMeta;
  record: FinishedMatch;
}

const cache = new Map<GameId, Recorded>();

const readFixture = <T>(path: string): T => JSON.parse(readFileSync(join(root, 'tests/fixtures/sight', path), 'utf8')) as T;
type ArenaSave = { seed: number; options: unknown; moves: unknown[]; meta: { presetId: string | null; seats: { level?: string }[] } };

/** A recorded game, replayed move by move, with its history record (the person played seat 0). */
export function recorded(gameId: GameId): Recorded {
  const known = cache.get(gameId);
  if (known) return known;
  const save = readFixture<ArenaSave>(FILES[gameId]);
  const game = findGame(gameId) as AnyGame;
  const match = Match.replay(game, { gameId, seed: save.seed, options: save.options, moves: save.moves });
  // The newest game of its kind in the history: its first row.
  const finishedAt = new Date(Date.UTC(2026, 11, 1, gameId === 'koikoi' ? 20 : 21, 30));
  const startedAt = new Date(finishedAt.getTime() - 25 * 60_000).toISOString();
  const meta: SaveMeta = { seats: [{ kind: 'human' }, { kind: 'bot', level: OPPONENT }], presetId: save.meta.presetId, startedAt, savedAt: startedAt };
  const record = finishedMatch(match, meta, finishedAt, PROFILES[gameId]);
  if (!record) throw new Error(`the recorded ${gameId} game in ${FILES[gameId]} is not finished`);
  const out = { game, match, meta, record };
  cache.set(gameId, out);
  return out;
}

/** Games reviewed earlier (tests/fixtures/sight/practice): arena saves with the review `npm run cli -- review` made of the person's seat. */
const PRACTICE: Record<GameId, string[]> = {
  koikoi: ['koikoi-seed3001.json', 'koikoi-seed3002.json', 'koikoi-seed2097.json'],
  hanamikoji: ['hanamikoji-seed4000.json', 'hanamikoji-seed4001.json', 'hanamikoji-seed4002.json'],
};

/** The games reviewed earlier, as history records with their reviews kept: their mistakes are practice's questions. */
function reviewedEarlier(): FinishedMatch[] {
  let hour = 0;
  return (['koikoi', 'hanamikoji'] as const).flatMap((gameId) =>
    PRACTICE[gameId].map((file) => {
      const { save, seat, review } = readFixture<{ save: ArenaSave; seat: PlayerId; review: StoredDecision[] }>(`practice/${file}`);
      const game = findGame(gameId) as AnyGame;
      const match = Match.replay(game, { gameId, seed: save.seed, options: save.options, moves: save.moves });
      const finishedAt = new Date(Date.UTC(2026, 10, 30, 12 + hour++, 0));
      const startedAt = new Date(finishedAt.getTime() - 25 * 60_000).toISOString();
      const bot = { kind: 'bot' as const, level: save.meta.seats[seat === 0 ? 1 : 0]?.level ?? OPPONENT };
      const meta: SaveMeta = { seats: seat === 0 ? [{ kind: 'human' }, bot] : [bot, { kind: 'human' }], presetId: save.meta.presetId, startedAt, savedAt: startedAt };
      const record = finishedMatch(match, meta, finishedAt, PROFILES[gameId]);
      if (!record) throw new Error(`the practice game ${file} is not finished`);
      return { ...record, review: { version: REVIEW_VERSION, budgetMs: REVIEW_BUDGET_MS, seats: [seat], decisions: review } };
    }),
  );
}

/** The history and statistics of a player with some games behind them (some reviewed), the recorded ones the newest. */
export function seededHistory(): { history: History; statistics: Statistics } {
  const older = seededRecords(3);
  const mine = [...reviewedEarlier(), recorded('hanamikoji').record, recorded('koikoi').record].sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
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
  return match.moves.flatMap((m: { player: number; move: unknown }, index: number) =>
    m.player === player && game.legalMoves(match.states[index]).length > 1 ? [{ index, move: m.move as Record<string, unknown> }] : [],
  );
}

/** The round (Koi-Koi month) the recorded game is in before move `index`. */
export function roundAt(gameId: GameId, index: number): number {
  const { match, game } = recorded(gameId);
  return game.turns?.roundOf(match.states[index]) ?? 1;
}
