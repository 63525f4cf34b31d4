/**
 * `arena`: bot against bot, seats alternating, games spread over worker threads.
 * Prints one JSON object on stdout; progress goes to stderr.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { AnyGame } from '../framework/game';
import { resolveOptions } from '../framework/game';
import { findGame } from '../../games/index';
import type { CliCommand } from './command';
import { UsageError } from './command';
import { checkBotName } from './bots';
import { parseOptionOverrides } from './option-args';
import { progressBar } from './progress';
import { startTsWorker } from './ts-worker';
import type { ArenaGameResult, ArenaJob, ArenaWorkerData } from './arena-worker';
import { noFaults, type FaultCounts } from './external-bot';

export interface ArenaConfig {
  readonly game: AnyGame;
  readonly gameModule?: string;
  readonly a: string;
  readonly b: string;
  readonly games: number;
  readonly seed: number;
  readonly options: object;
  readonly budgetMs: number;
  readonly threads: number;
  /** A directory to write each game into as a save file (`--record DIR`). */
  readonly recordDir?: string;
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

const USAGE =
  'usage: arena --game <id> --a <bot> --b <bot> --games N --seed S [--preset P] [--option key=value]… [--budget-ms MS] [--threads T] [--record DIR]';

function positiveInt(name: string, text: string | undefined, fallback?: number): number {
  if (text === undefined && fallback !== undefined) return fallback;
  const n = Number(text);
  if (text === undefined || !Number.isInteger(n) || n < 0) throw new UsageError(`--${name} must be a non-negative integer`);
  return n;
}

export function parseArenaArgs(args: readonly string[]): ArenaConfig {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        game: { type: 'string' },
        a: { type: 'string' },
        b: { type: 'string' },
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
  for (const required of ['game', 'a', 'b', 'games', 'seed'] as const) {
    if (parsed[required] === undefined) throw new UsageError(`missing --${required} — ${USAGE}`);
  }
  const game = findGame(parsed.game as string);
  if (!game) throw new UsageError(`unknown game "${parsed.game}"`);
  return {
    game,
    a: parsed.a as string,
    b: parsed.b as string,
    games: positiveInt('games', parsed.games),
    seed: positiveInt('seed', parsed.seed),
    options: resolveArenaOptions(game, parsed.preset, parsed.option ?? []),
    budgetMs: positiveInt('budget-ms', parsed['budget-ms'], 1000),
    threads: Math.max(1, positiveInt('threads', parsed.threads, Math.min(2, availableParallelism()))),
    ...(parsed.record !== undefined ? { recordDir: recordDir(parsed.record) } : {}),
  };
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

export async function runArena(config: ArenaConfig, onProgress: (done: number) => void = () => {}): Promise<ArenaSummary> {
  checkBotName(config.game, config.a);
  checkBotName(config.game, config.b);
  const data: ArenaWorkerData = {
    gameId: config.game.id,
    gameModule: config.gameModule,
    options: config.options,
    a: config.a,
    b: config.b,
    budgetMs: config.budgetMs,
    record: config.recordDir !== undefined,
  };
  const results: ArenaGameResult[] = [];
  let next = 0;
  const workers = Array.from({ length: Math.min(config.threads, Math.max(1, config.games)) }, () =>
    startTsWorker(new URL('./arena-worker.ts', import.meta.url), data),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const feed = (): void => {
              if (next >= config.games) return resolve();
              const job: ArenaJob = { index: next, seed: (config.seed + next) >>> 0 };
              next++;
              worker.postMessage(job);
            };
            worker.on('message', (result: ArenaGameResult) => {
              if (result.save && config.recordDir !== undefined) writeRecorded(config.recordDir, result.index, result.save);
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
  return summarize(results);
}

/** One game per file, named so a directory of them sorts in the order played. */
function writeRecorded(dir: string, index: number, save: object & { gameId: string; seed: number }): void {
  const name = `${save.gameId}-${String(index + 1).padStart(4, '0')}-seed${save.seed}.json`;
  writeFileSync(join(dir, name), `${JSON.stringify(save)}\n`);
}

export function summarize(results: readonly ArenaGameResult[]): ArenaSummary {
  const count = (side: 'a' | 'b' | null): number => results.filter((r) => r.winner === side).length;
  const sum = (side: 'a' | 'b'): number => results.reduce((s, r) => s + r.points[side], 0);
  const faulted = results.filter((r) => r.faults);
  return {
    games: results.length,
    wins: { a: count('a'), b: count('b') },
    draws: count(null),
    points: { a: sum('a'), b: sum('b') },
    msPerDecision: { a: median(results.flatMap((r) => r.ms.a)), b: median(results.flatMap((r) => r.ms.b)) },
    ...(faulted.length > 0 ? { faults: { a: addFaults(faulted, 'a'), b: addFaults(faulted, 'b') } } : {}),
  };
}

function addFaults(results: readonly ArenaGameResult[], side: 'a' | 'b'): FaultCounts {
  const total = noFaults();
  for (const r of results) {
    const f = r.faults?.[side];
    if (!f) continue;
    for (const k of Object.keys(total) as (keyof FaultCounts)[]) total[k] += f[k];
  }
  return total;
}

export const arenaCommand: CliCommand = async (args, io) => {
  const config = parseArenaArgs(args);
  const summary = await runArena(config, progressBar(config.games, `${config.game.id} ${config.a} vs ${config.b}`));
  io.out(JSON.stringify(summary));
  return 0;
};
