/** A worker thread that plays whole arena games; bots see only their views (see framework/play). */
import { parentPort, workerData } from 'node:worker_threads';
import type { AnyGame } from '../framework/game';
import { playBots } from '../framework/play';
import { createBot } from './bots';
import { findGame } from '../../games/index';

export interface ArenaWorkerData {
  readonly gameId: string;
  /** A module whose default export is the game, for games outside the registry (tests). */
  readonly gameModule?: string;
  readonly options: object;
  readonly a: string;
  readonly b: string;
  readonly budgetMs: number;
}

export interface ArenaJob {
  readonly index: number;
  readonly seed: number;
}

export interface ArenaGameResult {
  readonly index: number;
  readonly winner: 'a' | 'b' | null;
  readonly points: { readonly a: number; readonly b: number };
  readonly ms: { readonly a: number[]; readonly b: number[] };
}

const data = workerData as ArenaWorkerData;
const game: AnyGame = data.gameModule
  ? ((await import(data.gameModule)) as { default: AnyGame }).default
  : (findGame(data.gameId) as AnyGame);

parentPort!.on('message', (job: ArenaJob) => {
  // Seats alternate: in even games side a is player 0, in odd games player 1.
  const aSeat = job.index % 2;
  const botA = createBot(game, data.a);
  const botB = createBot(game, data.b);
  const seats = aSeat === 0 ? ([botA, botB] as const) : ([botB, botA] as const);
  const played = playBots(game, data.options, job.seed, seats, { budgetMs: data.budgetMs });
  const { winner, scores } = played.outcome;
  const result: ArenaGameResult = {
    index: job.index,
    winner: winner === null ? null : winner === aSeat ? 'a' : 'b',
    points: { a: scores[aSeat] as number, b: scores[1 - aSeat] as number },
    ms: { a: played.decisionMs[aSeat as 0 | 1], b: played.decisionMs[(1 - aSeat) as 0 | 1] },
  };
  parentPort!.postMessage(result);
});
