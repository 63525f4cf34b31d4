/**
 * `npm run soak -- --game <id> [--games N] [--preset P] [--bots random,easy,normal] [--seed S]
 * [--threads T] [--heavy SHARE] [--replay SHARE] [--out DIR]`: N seeded games per preset (every preset unless one is
 * named), bots paired in turn, every position checked (src/framework/soak.ts) on worker threads.
 * Progress on stderr, a JSON summary on stdout; a failing game is written to DIR as a save file
 * that the app and `Match.replay` load; exit code 1 when any game failed, 2 for bad arguments.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findGame } from '../../games/index';
import { botNames } from '../framework/bot';
import { resolveOptions, type AnyGame } from '../framework/game';
import { saveOfRecord } from '../framework/save';
import { UsageError, type CliCommand, type CliIo } from './command';
import { parseOptionOverrides } from './option-args';
import type { SoakChunk, SoakChunkResult, SoakFailedGame, SoakWorkerData } from './soak-worker';
import { bundleForWorkers } from './bundled-worker';

export interface SoakConfig {
  readonly game: AnyGame;
  readonly gameModule?: string;
  /** Games per preset. */
  readonly games: number;
  readonly presets: readonly string[];
  readonly bots: readonly string[];
  /** Options set on top of every preset (`--option key=value`). */
  readonly overrides?: Readonly<Record<string, unknown>>;
  readonly seed: number;
  readonly threads: number;
  readonly heavyShare: number;
  /** Share of finished games sent through the save format and replayed. */
  readonly replayShare: number;
  readonly outDir: string;
  readonly budgetMs?: number;
}

export interface SoakSummary {
  readonly game: string;
  readonly presets: readonly string[];
  readonly bots: readonly string[];
  readonly games: number;
  readonly positions: number;
  readonly heavyPositions: number;
  readonly replayedGames: number;
  readonly failedGames: number;
  readonly failureFiles: readonly string[];
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly threads: number;
}

const USAGE = 'usage: soak --game <id> [--games N] [--preset P] [--option key=value]… [--bots random,easy,normal] [--seed S] [--threads T] [--heavy SHARE] [--replay SHARE] [--out DIR]';
/** Games per message to a worker: large enough that messaging costs nothing, small enough for steady progress. */
const CHUNK = 50;

function count(name: string, text: string | undefined, fallback: number, min = 0): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} must be an integer of at least ${min}`);
  return n;
}

export function parseSoakArgs(args: readonly string[]): SoakConfig {
  let v;
  try {
    v = parseArgs({
      args: [...args],
      options: {
        game: { type: 'string' }, games: { type: 'string' }, preset: { type: 'string' }, option: { type: 'string', multiple: true }, bots: { type: 'string' },
        seed: { type: 'string' }, threads: { type: 'string' }, heavy: { type: 'string' }, replay: { type: 'string' }, out: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (e) {
    throw new UsageError(`${(e as Error).message.split('\n')[0]} — ${USAGE}`);
  }
  if (v.game === undefined) throw new UsageError(`missing --game — ${USAGE}`);
  const game = findGame(v.game);
  if (!game) throw new UsageError(`unknown game "${v.game}"`);
  const presets = v.preset === undefined ? game.presets.map((p) => p.id) : [v.preset];
  for (const id of presets) if (!game.presets.some((p) => p.id === id)) throw new UsageError(`unknown preset "${id}" for ${game.id}`);
  const overrides = parseOptionOverrides(v.option ?? []);
  for (const id of presets) {
    try {
      resolveOptions(game, id, overrides);
    } catch (e) {
      throw new UsageError((e as Error).message.split('\n')[0] as string);
    }
  }
  const bots = (v.bots ?? 'random,easy,normal').split(',').map((b) => b.trim());
  for (const bot of bots) if (!botNames(game).includes(bot)) throw new UsageError(`unknown bot "${bot}" for ${game.id} (known: ${botNames(game).join(', ')})`);
  const heavyShare = v.heavy === undefined ? 0.01 : Number(v.heavy);
  if (!(heavyShare >= 0 && heavyShare <= 1)) throw new UsageError('--heavy must be a share between 0 and 1');
  const replayShare = v.replay === undefined ? 0.1 : Number(v.replay);
  if (!(replayShare >= 0 && replayShare <= 1)) throw new UsageError('--replay must be a share between 0 and 1');
  return {
    game,
    games: count('games', v.games, 1000, 1),
    presets,
    bots,
    overrides,
    seed: count('seed', v.seed, 1),
    threads: count('threads', v.threads, availableParallelism(), 1),
    heavyShare,
    replayShare,
    outDir: v.out ?? 'soak-failures',
  };
}

function writeFailure(config: SoakConfig, failed: SoakFailedGame): string {
  mkdirSync(config.outDir, { recursive: true });
  const file = join(config.outDir, `${config.game.id}-${failed.presetId}-seed${failed.seed}.json`);
  const save = saveOfRecord(failed.record, {
    seats: failed.bots.map((level) => ({ kind: 'bot' as const, level })),
    presetId: failed.presetId,
    startedAt: new Date().toISOString(),
    savedAt: new Date().toISOString(),
  });
  writeFileSync(file, `${JSON.stringify({ ...save, soakFailures: failed.failures })}\n`);
  return file;
}

export async function runSoak(config: SoakConfig, onProgress: (done: number, total: number, failed: number) => void = () => {}): Promise<SoakSummary> {
  const started = performance.now();
  const chunks: SoakChunk[] = [];
  for (const presetId of config.presets) {
    const options = resolveOptions(config.game, presetId, config.overrides ?? {});
    for (let first = 0; first < config.games; first += CHUNK)
      chunks.push({ presetId, options, first, count: Math.min(CHUNK, config.games - first), seed: config.seed });
  }
  const total = config.games * config.presets.length;
  // The workers run a bundle of the soak (bundled-worker.ts): half again as fast as under tsx.
  const bundle = await bundleForWorkers({
    'soak-worker': new URL('./soak-worker.ts', import.meta.url),
    ...(config.gameModule ? { game: config.gameModule } : {}),
  });
  const data: SoakWorkerData = { gameId: config.game.id, gameModule: bundle.urls.game, bots: config.bots, heavyShare: config.heavyShare, replayShare: config.replayShare, budgetMs: config.budgetMs ?? 1 };
  let games = 0;
  let positions = 0;
  let heavyPositions = 0;
  let replayedGames = 0;
  let failedGames = 0;
  const failureFiles: string[] = [];
  let next = 0;
  const workers = Array.from({ length: Math.min(config.threads, chunks.length) }, () => bundle.start('soak-worker', data));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const feed = (): void => {
              const chunk = chunks[next++];
              if (chunk) worker.postMessage(chunk);
              else resolve();
            };
            worker.on('message', (r: SoakChunkResult) => {
              games += r.games;
              positions += r.positions;
              heavyPositions += r.heavyPositions;
              replayedGames += r.replayedGames;
              failedGames += r.failed.length;
              for (const f of r.failed) failureFiles.push(writeFailure(config, f));
              onProgress(games, total, failedGames);
              feed();
            });
            worker.on('error', reject);
            feed();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
    bundle.dispose();
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    game: config.game.id,
    presets: config.presets,
    bots: config.bots,
    games,
    positions,
    heavyPositions,
    replayedGames,
    failedGames,
    failureFiles,
    seconds: Math.round(seconds * 10) / 10,
    gamesPerSecond: Math.round(games / seconds),
    threads: workers.length,
  };
}

/** A progress line on stderr at most every two seconds: games done, rate, failures, time left. */
function progressLine(io: CliIo, label: string): (done: number, total: number, failed: number) => void {
  const started = performance.now();
  let last = 0;
  return (done, total, failed) => {
    const now = performance.now();
    if (now - last < 2000 && done < total) return;
    last = now;
    const rate = done / ((now - started) / 1000);
    const left = Math.round((total - done) / Math.max(rate, 1e-9));
    io.err(`${label}: ${done}/${total} games, ${Math.round(rate)} games/s, ${failed} failed, ${Math.floor(left / 60)}m${String(left % 60).padStart(2, '0')}s left`);
  };
}

export const soakCommand: CliCommand = async (args, io) => {
  const config = parseSoakArgs(args);
  const summary = await runSoak(config, progressLine(io, `soak ${config.game.id}`));
  io.out(JSON.stringify(summary));
  for (const file of summary.failureFiles) io.err(`failed game written to ${file}`);
  return summary.failedGames > 0 ? 1 : 0;
};
