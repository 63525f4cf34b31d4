/** A worker thread of the soak: plays and checks a chunk of seeded games, reports totals and failures. */
import { parentPort, workerData } from 'node:worker_threads';
import { findGame } from '../../games/index';
import { makeBot } from '../framework/bot';
import type { ConformanceFailure } from '../framework/conformance';
import type { AnyGame } from '../framework/game';
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

/** Games `first` … `first + count − 1` of one preset. */
export interface SoakChunk {
  readonly presetId: string;
  readonly options: object;
  readonly first: number;
  readonly count: number;
  readonly seed: number;
}

export interface SoakFailedGame {
  readonly presetId: string;
  readonly seed: number;
  readonly bots: readonly [string, string];
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

/** Game i sits bots[i mod n] against bots[⌊i / n⌋ mod n]: every pairing, both seats, in turn. */
function seatsOf(i: number): [number, number] {
  const n = bots.length;
  return [i % n, Math.floor(i / n) % n];
}

parentPort?.on('message', (chunk: SoakChunk) => {
  let positions = 0;
  let heavyPositions = 0;
  let replayedGames = 0;
  const failed: SoakFailedGame[] = [];
  for (let i = chunk.first; i < chunk.first + chunk.count; i++) {
    const seed = (chunk.seed + i) >>> 0;
    const [a, b] = seatsOf(i);
    const result = soakGame(game, chunk.options, seed, [bots[a]!, bots[b]!], { heavyShare: data.heavyShare, replayShare: data.replayShare, budgetMs: data.budgetMs });
    positions += result.positions;
    heavyPositions += result.heavyPositions;
    replayedGames += result.replayed;
    if (result.failures.length > 0)
      failed.push({ presetId: chunk.presetId, seed, bots: [data.bots[a]!, data.bots[b]!], failures: result.failures, record: result.record });
  }
  const reply: SoakChunkResult = { games: chunk.count, positions, heavyPositions, replayedGames, failed };
  parentPort?.postMessage(reply);
});
