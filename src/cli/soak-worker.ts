/** A worker thread of the soak: plays and checks a chunk of seeded games, reports totals and failures. */
import { parentPort, workerData } from 'node:worker_threads';
import { findGame } from '../../games/index';
import { makeBot } from '../framework/bot';
import type { ConformanceFailure } from '../framework/conformance';
import { seatCountUnder, type AnyGame } from '../framework/game';
import type { MatchRecord } from '../framework/match';
import { soakGame } from '../framework/soak';

export interface SoakWorkerData {
  readonly gameId: string;
  /** A module whose default export is the game, for games outside the registry (tests). */
  readonly gameModule?: string;
  readonly bots: readonly string[];
  readonly heavyShare: number;
  readonly replayShare: number;
  readonly budgetMs: number;
}

/** Games `first` … `first + count − 1` of one table (a preset under one option set). */
export interface SoakChunk {
  /** The table's label (`classic players=4`). */
  readonly table: string;
  readonly presetId: string;
  readonly options: object;
  readonly first: number;
  readonly count: number;
  readonly seed: number;
}

export interface SoakFailedGame {
  readonly table: string;
  readonly presetId: string;
  readonly seed: number;
  /** The bot in each seat. */
  readonly bots: readonly string[];
  readonly failures: readonly ConformanceFailure[];
  readonly record: MatchRecord;
}

export interface SoakChunkResult {
  readonly games: number;
  readonly positions: number;
  readonly heavyPositions: number;
  readonly replayedGames: number;
  readonly failed: readonly SoakFailedGame[];
}

const data = workerData as SoakWorkerData;
const game: AnyGame = data.gameModule
  ? ((await import(data.gameModule)) as { default: AnyGame }).default
  : (findGame(data.gameId) as AnyGame);
const bots = data.bots.map((name) => makeBot(game, name));

/**
 * The bots of game i, seat by seat: seat s takes bot ⌊i / nˢ⌋ mod n (the digits of i in base n), so every
 * seating of the n bots comes in turn — for two seats, bots[i mod n] against bots[⌊i / n⌋ mod n].
 */
function seatsOf(i: number, seats: number): number[] {
  const n = bots.length;
  return Array.from({ length: seats }, (_, s) => Math.floor(i / n ** s) % n);
}


parentPort?.on('message', (chunk: SoakChunk) => {
  let positions = 0;
  let heavyPositions = 0;
  let replayedGames = 0;
  const failed: SoakFailedGame[] = [];
  const seats = seatCountUnder(game, chunk.options);
  for (let i = chunk.first; i < chunk.first + chunk.count; i++) {
    const seed = (chunk.seed + i) >>> 0;
    const seated = seatsOf(i, seats);
    const result = soakGame(game, chunk.options, seed, seated.map((b) => bots[b]!), { heavyShare: data.heavyShare, replayShare: data.replayShare, budgetMs: data.budgetMs });
    positions += result.positions;
    heavyPositions += result.heavyPositions;
    replayedGames += result.replayed;
    if (result.failures.length > 0)
      failed.push({ table: chunk.table, presetId: chunk.presetId, seed, bots: seated.map((b) => data.bots[b]!), failures: result.failures, record: result.record });
  }
  const reply: SoakChunkResult = { games: chunk.count, positions, heavyPositions, replayedGames, failed };
  parentPort?.postMessage(reply);
});
