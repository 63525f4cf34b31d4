/** A worker thread that plays whole arena games; bots see only their views (see framework/play). */
import { parentPort, workerData } from 'node:worker_threads';
import type { AnyGame } from '../framework/game';
import { playBots, type PlayedGame } from '../framework/play';
import { createBot, externalCommand } from './bots';
import { findGame } from '../../games/index';
import { matchingPreset } from '../framework/game';
import { saveOfRecord, type SaveFile } from '../framework/save';
import type { FaultCounts } from './external-bot';
import { playMixed, type SeatSpec } from './play-mixed';

export interface ArenaWorkerData {
  readonly gameId: string;
  /** A module whose default export is the game, for games outside the registry (tests). */
  readonly gameModule?: string;
  readonly options: object;
  readonly a: string;
  readonly b: string;
  readonly budgetMs: number;
  /** Return each game as a save file (`arena --record DIR`). */
  readonly record?: boolean;
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
  readonly faults?: { readonly a: FaultCounts; readonly b: FaultCounts };
  readonly save?: SaveFile;
}

const data = workerData as ArenaWorkerData;
const game: AnyGame = data.gameModule
  ? ((await import(data.gameModule)) as { default: AnyGame }).default
  : (findGame(data.gameId) as AnyGame);
const external = externalCommand(data.a) !== null || externalCommand(data.b) !== null;

function seatSpec(name: string, side: 'a' | 'b'): SeatSpec {
  const command = externalCommand(name);
  return command === null ? { bot: createBot(game, name) } : { command, label: side };
}

async function play(job: ArenaJob): Promise<ArenaGameResult> {
  const started = new Date().toISOString();
  // Seats alternate: in even games side a is player 0, in odd games player 1.
  const aSeat = job.index % 2;
  const bSeat = 1 - aSeat;
  const sides = (x: SeatSpec, y: SeatSpec): [SeatSpec, SeatSpec] => (aSeat === 0 ? [x, y] : [y, x]);
  const seats = sides(seatSpec(data.a, 'a'), seatSpec(data.b, 'b'));
  const played: PlayedGame & { faults?: readonly [FaultCounts, FaultCounts] } = external
    ? await playMixed(game, data.options, job.seed, seats, { budgetMs: data.budgetMs })
    : playBots(game, data.options, job.seed, seats.map((s) => (s as { bot: never }).bot) as [never, never], {
        budgetMs: data.budgetMs,
      });
  const { winner, scores } = played.outcome;
  return {
    index: job.index,
    winner: winner === null ? null : winner === aSeat ? 'a' : 'b',
    points: { a: scores[aSeat] as number, b: scores[bSeat] as number },
    ms: { a: played.decisionMs[aSeat as 0 | 1], b: played.decisionMs[bSeat as 0 | 1] },
    ...(played.faults ? { faults: { a: played.faults[aSeat] as FaultCounts, b: played.faults[bSeat] as FaultCounts } } : {}),
    ...(data.record ? { save: saveOf(played, aSeat, started) } : {}),
  };
}

/** The game as a save file, each seat a bot named by its level (or its outside command). */
function saveOf(played: PlayedGame, aSeat: number, startedAt: string): SaveFile {
  const seat = (name: string) => ({ kind: 'bot' as const, level: name });
  const seats = aSeat === 0 ? ([seat(data.a), seat(data.b)] as const) : ([seat(data.b), seat(data.a)] as const);
  const meta = { seats: [...seats] as [(typeof seats)[0], (typeof seats)[1]], presetId: matchingPreset(game, data.options), startedAt, savedAt: new Date().toISOString() };
  return saveOfRecord(played.record, meta);
}

parentPort!.on('message', (job: ArenaJob) => {
  play(job).then(
    (result) => parentPort!.postMessage(result),
    (e: unknown) => {
      throw e;
    },
  );
});
