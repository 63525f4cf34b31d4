/** A worker thread that plays whole arena games; bots see only their views (see framework/play). */
import { parentPort, workerData } from 'node:worker_threads';
import type { AnyGame } from '../framework/game';
import { placesOf } from '../framework/game';
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
  /** The bots by their names on the command line, one per seat of the table. */
  readonly bots: readonly string[];
  readonly budgetMs: number;
  /** Return each game as a save file (`arena --record DIR`). */
  readonly record?: boolean;
}

export interface ArenaJob {
  readonly index: number;
  readonly seed: number;
}

/** One game, every figure by bot (in the order the command line names them), not by seat. */
export interface ArenaGameResult {
  readonly index: number;
  /** Each bot's place, 1 for first; bots that tie share a place. */
  readonly places: readonly number[];
  readonly points: readonly number[];
  readonly ms: readonly (readonly number[])[];
  readonly faults?: readonly FaultCounts[];
  readonly save?: SaveFile;
}

/**
 * The seat bot `b` of `n` takes in game `index`: the seats rotate by one each game, so over every `n`
 * games each bot sits in each seat once (for two bots: the first bot is seat 0 in even games).
 */
const seatOfBot = (b: number, index: number, n: number): number => (b + index) % n;

const data = workerData as ArenaWorkerData;
const game: AnyGame = data.gameModule
  ? ((await import(data.gameModule)) as { default: AnyGame }).default
  : (findGame(data.gameId) as AnyGame);
const external = data.bots.some((name) => externalCommand(name) !== null);
const SIDE_LABELS = 'abcd';

function seatSpec(name: string, b: number): SeatSpec {
  const command = externalCommand(name);
  return command === null ? { bot: createBot(game, name) } : { command, label: SIDE_LABELS[b] ?? String(b) };
}

async function play(job: ArenaJob): Promise<ArenaGameResult> {
  const started = new Date().toISOString();
  const n = data.bots.length;
  const seatOf = data.bots.map((_, b) => seatOfBot(b, job.index, n));
  const seats: SeatSpec[] = new Array<SeatSpec>(n);
  data.bots.forEach((name, b) => (seats[seatOf[b] as number] = seatSpec(name, b)));
  const played: PlayedGame & { faults?: readonly FaultCounts[] } = external
    ? await playMixed(game, data.options, job.seed, seats, { budgetMs: data.budgetMs })
    : playBots(game, data.options, job.seed, seats.map((s) => (s as { bot: never }).bot), { budgetMs: data.budgetMs });
  const places = placesOf(played.outcome);
  const bySeat = <T>(list: readonly T[]): T[] => seatOf.map((seat) => list[seat] as T);
  return {
    index: job.index,
    places: bySeat(places),
    points: bySeat(played.outcome.scores),
    ms: bySeat(played.decisionMs),
    ...(played.faults ? { faults: bySeat(played.faults) } : {}),
    ...(data.record ? { save: saveOf(played, seatOf, started) } : {}),
  };
}

/** The game as a save file, each seat a bot named by its level (or its outside command). */
function saveOf(played: PlayedGame, seatOf: readonly number[], startedAt: string): SaveFile {
  const seats = new Array<{ kind: 'bot'; level: string }>(seatOf.length);
  data.bots.forEach((name, b) => (seats[seatOf[b] as number] = { kind: 'bot', level: name }));
  const meta = { seats, presetId: matchingPreset(game, data.options), startedAt, savedAt: new Date().toISOString() };
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
