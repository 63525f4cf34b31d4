/**
 * `arena`: bot against bot, seats alternating, games spread over worker threads.
 * Prints one JSON object on stdout; progress goes to stderr.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { AnyGame } from '../framework/game';
import { resolveOptions, seatCountUnder } from '../framework/game';
import { findGame } from '../../games/index';
import type { CliCommand } from './command';
import { UsageError } from './command';
import { checkBotName } from './bots';
import { parseOptionOverrides } from './option-args';
import { progressBar } from './progress';
import { startTsWorker } from './ts-worker';
import type { ArenaGameResult, ArenaJob, ArenaWorkerData } from './arena-worker';
import { noFaults, type FaultCounts } from './external-bot';

/** The table and the run, without who plays. */
interface ArenaRun {
  readonly game: AnyGame;
  readonly gameModule?: string;
  readonly games: number;
  readonly seed: number;
  readonly options: object;
  readonly budgetMs: number;
  readonly threads: number;
  /** A directory to write each game into as a save file (`--record DIR`). */
  readonly recordDir?: string;
}

/** Two bots, `--a` against `--b`, seats alternating: the arena's first form, with its summary. */
export interface ArenaConfig extends ArenaRun {
  readonly a: string;
  readonly b: string;
}

/** One bot per seat (`--bots A,B,C`), seats rotating. */
export interface SeatArenaConfig extends ArenaRun {
  readonly bots: readonly string[];
}

export interface ArenaSummary {
  readonly games: number;
  /** Only when an outside bot played: its refused replies, timeouts and crashes. */
  readonly faults?: { readonly a: FaultCounts; readonly b: FaultCounts };
  readonly wins: { readonly a: number; readonly b: number };
  readonly draws: number;
  readonly points: { readonly a: number; readonly b: number };
  readonly msPerDecision: { readonly a: number; readonly b: number };
}

/** The `--bots` summary: every figure by bot, in the order the command line names them. */
export interface SeatArenaSummary {
  readonly games: number;
  readonly bots: readonly string[];
  /** Games each bot finished alone in first place. */
  readonly first: readonly number[];
  /** Games whose first place was shared. */
  readonly shared: number;
  readonly points: readonly number[];
  readonly msPerDecision: readonly number[];
  readonly faults?: readonly FaultCounts[];
}

const USAGE =
  'usage: arena --game <id> (--a <bot> --b <bot> | --bots A,B[,C[,D]]) --games N --seed S [--preset P] [--option key=value]… [--budget-ms MS] [--threads T] [--record DIR]';

function positiveInt(name: string, text: string | undefined, fallback?: number): number {
  if (text === undefined && fallback !== undefined) return fallback;
  const n = Number(text);
  if (text === undefined || !Number.isInteger(n) || n < 0) throw new UsageError(`--${name} must be a non-negative integer`);
  return n;
}

export function parseArenaArgs(args: readonly string[]): ArenaConfig | SeatArenaConfig {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        game: { type: 'string' },
        a: { type: 'string' },
        b: { type: 'string' },
        bots: { type: 'string' },
        games: { type: 'string' },
        seed: { type: 'string' },
        preset: { type: 'string' },
        option: { type: 'string', multiple: true },
        'budget-ms': { type: 'string' },
        threads: { type: 'string' },
        record: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (e) {
    throw new UsageError(`${(e as Error).message.split('\n')[0]} — ${USAGE}`);
  }
  const seatsGiven = parsed.bots !== undefined;
  if (seatsGiven && (parsed.a !== undefined || parsed.b !== undefined)) throw new UsageError(`give --bots or --a and --b, not both — ${USAGE}`);
  const required = seatsGiven ? (['game', 'games', 'seed'] as const) : (['game', 'a', 'b', 'games', 'seed'] as const);
  for (const name of required) {
    if (parsed[name] === undefined) throw new UsageError(`missing --${name} — ${USAGE}`);
  }
  const game = findGame(parsed.game as string);
  if (!game) throw new UsageError(`unknown game "${parsed.game}"`);
  const run: ArenaRun = {
    game,
    games: positiveInt('games', parsed.games),
    seed: positiveInt('seed', parsed.seed),
    options: resolveArenaOptions(game, parsed.preset, parsed.option ?? []),
    budgetMs: positiveInt('budget-ms', parsed['budget-ms'], 1000),
    threads: Math.max(1, positiveInt('threads', parsed.threads, Math.min(2, availableParallelism()))),
    ...(parsed.record !== undefined ? { recordDir: recordDir(parsed.record) } : {}),
  };
  const seats = seatCountUnder(game, run.options);
  if (!seatsGiven) {
    if (seats !== 2) throw new UsageError(`${game.id} seats ${seats} under these options: name a bot for each seat with --bots`);
    return { ...run, a: parsed.a as string, b: parsed.b as string };
  }
  const bots = (parsed.bots as string).split(',').map((name) => name.trim());
  if (bots.length !== seats) throw new UsageError(`${game.id} seats ${seats} under these options, but --bots names ${bots.length}`);
  for (const name of bots) checkBotName(game, name);
  return { ...run, bots };
}

/** The directory for `--record`, created if missing; a path that cannot be a directory is a usage error. */
function recordDir(dir: string): string {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw new UsageError(`--record: cannot use ${dir} as a directory (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return dir;
}

function resolveArenaOptions(game: AnyGame, preset: string | undefined, optionArgs: readonly string[]): object {
  try {
    return resolveOptions(game, preset, parseOptionOverrides(optionArgs));
  } catch (e) {
    throw new UsageError((e as Error).message.split('\n')[0] as string);
  }
}

const median = (values: number[]): number => {
  if (values.length === 0) return 0;
  const sorted = values.slice().sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  const value = sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return Math.round(value * 1000) / 1000;
};

/** Plays every game of the run with one bot per seat, seats rotating; results by bot, in game order. */
async function playArena(run: ArenaRun, bots: readonly string[], onProgress: (done: number) => void): Promise<ArenaGameResult[]> {
  for (const name of bots) checkBotName(run.game, name);
  const data: ArenaWorkerData = {
    gameId: run.game.id,
    gameModule: run.gameModule,
    options: run.options,
    bots,
    budgetMs: run.budgetMs,
    record: run.recordDir !== undefined,
  };
  const results: ArenaGameResult[] = [];
  let next = 0;
  const workers = Array.from({ length: Math.min(run.threads, Math.max(1, run.games)) }, () =>
    startTsWorker(new URL('./arena-worker.ts', import.meta.url), data),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const feed = (): void => {
              if (next >= run.games) return resolve();
              const job: ArenaJob = { index: next, seed: (run.seed + next) >>> 0 };
              next++;
              worker.postMessage(job);
            };
            worker.on('message', (result: ArenaGameResult) => {
              if (result.save && run.recordDir !== undefined) writeRecorded(run.recordDir, result.index, result.save);
              results.push(result);
              onProgress(results.length);
              feed();
            });
            worker.on('error', reject);
            feed();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results.sort((x, y) => x.index - y.index);
}

/** `--a` against `--b`: side a is seat 0 in even games. */
export async function runArena(config: ArenaConfig, onProgress: (done: number) => void = () => {}): Promise<ArenaSummary> {
  return summarize(await playArena(config, [config.a, config.b], onProgress));
}

/** One bot per seat (`--bots`), each bot in each seat equally often over every `seats` games. */
export async function runSeatArena(config: SeatArenaConfig, onProgress: (done: number) => void = () => {}): Promise<SeatArenaSummary> {
  return summarizeSeats(config.bots, await playArena(config, config.bots, onProgress));
}

/** One game per file, named so a directory of them sorts in the order played. */
function writeRecorded(dir: string, index: number, save: object & { gameId: string; seed: number }): void {
  const name = `${save.gameId}-${String(index + 1).padStart(4, '0')}-seed${save.seed}.json`;
  writeFileSync(join(dir, name), `${JSON.stringify(save)}\n`);
}

/** The figures of bot `b` over all games. */
const firstAlone = (r: ArenaGameResult, b: number): boolean => r.places[b] === 1 && r.places.filter((p) => p === 1).length === 1;
const sharedFirst = (r: ArenaGameResult): boolean => r.places.filter((p) => p === 1).length > 1;
const pointsOf = (results: readonly ArenaGameResult[], b: number): number => results.reduce((s, r) => s + (r.points[b] ?? 0), 0);
const msOf = (results: readonly ArenaGameResult[], b: number): number => median(results.flatMap((r) => r.ms[b] ?? []));

export function summarize(results: readonly ArenaGameResult[]): ArenaSummary {
  const faulted = results.filter((r) => r.faults);
  return {
    games: results.length,
    wins: { a: results.filter((r) => firstAlone(r, 0)).length, b: results.filter((r) => firstAlone(r, 1)).length },
    draws: results.filter(sharedFirst).length,
    points: { a: pointsOf(results, 0), b: pointsOf(results, 1) },
    msPerDecision: { a: msOf(results, 0), b: msOf(results, 1) },
    ...(faulted.length > 0 ? { faults: { a: addFaults(faulted, 0), b: addFaults(faulted, 1) } } : {}),
  };
}

function summarizeSeats(bots: readonly string[], results: readonly ArenaGameResult[]): SeatArenaSummary {
  const faulted = results.filter((r) => r.faults);
  const each = <T>(f: (b: number) => T): T[] => bots.map((_, b) => f(b));
  return {
    games: results.length,
    bots: [...bots],
    first: each((b) => results.filter((r) => firstAlone(r, b)).length),
    shared: results.filter(sharedFirst).length,
    points: each((b) => pointsOf(results, b)),
    msPerDecision: each((b) => msOf(results, b)),
    ...(faulted.length > 0 ? { faults: each((b) => addFaults(faulted, b)) } : {}),
  };
}

function addFaults(results: readonly ArenaGameResult[], b: number): FaultCounts {
  const total = noFaults();
  for (const r of results) {
    const f = r.faults?.[b];
    if (!f) continue;
    for (const k of Object.keys(total) as (keyof FaultCounts)[]) total[k] += f[k];
  }
  return total;
}

export const arenaCommand: CliCommand = async (args, io) => {
  const config = parseArenaArgs(args);
  const summary =
    'bots' in config
      ? await runSeatArena(config, progressBar(config.games, `${config.game.id} ${config.bots.join(' vs ')}`))
      : await runArena(config, progressBar(config.games, `${config.game.id} ${config.a} vs ${config.b}`));
  io.out(JSON.stringify(summary));
  return 0;
};
