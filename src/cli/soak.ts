/**
 * `npm run soak -- --game <id> [--games N] [--preset P] [--option key=value[,value…]]… [--bots random,easy,normal]
 * [--seed S] [--threads T] [--heavy SHARE] [--replay SHARE] [--out DIR]`: N seeded games per table, bots paired in
 * turn, every position checked (src/framework/soak.ts) on worker threads. A table is a preset (every preset
 * unless one is named) with the `--option` values laid over it; an option given several values
 * (`--option players=2,3,4`) makes a table of each preset with each value, several such options one of every
 * combination. A table whose options are those of a table before it (the two-player preset with players=2 is
 * the classic game with players=2) would play the same seeded games again: it is played once.
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
import { stableStringify } from '../framework/stable-json';
import type { SoakChunk, SoakChunkResult, SoakFailedGame, SoakWorkerData } from './soak-worker';
import { bundleForWorkers } from './bundled-worker';

export interface SoakConfig {
  readonly game: AnyGame;
  readonly gameModule?: string;
  /** Games per table (a preset under one of the option sets). */
  readonly games: number;
  readonly presets: readonly string[];
  readonly bots: readonly string[];
  /**
   * Options laid over every preset, one set at a time (`--option`: see optionSetsOf); every preset is
   * played under each set. Default: one empty set (the presets as they are).
   */
  readonly optionSets?: readonly Readonly<Record<string, unknown>>[];
  readonly seed: number;
  readonly threads: number;
  readonly heavyShare: number;
  /** Share of finished games sent through the save format and replayed. */
  readonly replayShare: number;
  readonly outDir: string;
  readonly budgetMs?: number;
}

/** A preset under one option set: the games of a soak are played table by table. */
export interface SoakTable {
  /** The preset's id, then each option laid over it (`classic players=4`). */
  readonly label: string;
  readonly presetId: string;
  /** The options the table's games are played under. */
  readonly options: object;
}

export interface SoakSummary {
  readonly game: string;
  readonly presets: readonly string[];
  /** The tables played, N games each. */
  readonly tables: readonly string[];
  /** Tables not played because an earlier table has their options: `<label> = <label of the table played>`. */
  readonly sameTables: readonly string[];
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

const USAGE = 'usage: soak --game <id> [--games N] [--preset P] [--option key=value[,value…]]… [--bots random,easy,normal] [--seed S] [--threads T] [--heavy SHARE] [--replay SHARE] [--out DIR]';
/** Games per message to a worker: large enough that messaging costs nothing, small enough for steady progress. */
const CHUNK = 50;

function count(name: string, text: string | undefined, fallback: number, min = 0): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} must be an integer of at least ${min}`);
  return n;
}

/**
 * The option sets of `--option` pairs: `key=value` sets the option in every set; `key=a,b,c` makes one set
 * per value (several such options: every combination, the first option's values outermost). The values
 * are read as `--option` reads them everywhere (numbers, true/false, text); the game's schema checks them.
 */
export function optionSetsOf(pairs: readonly string[]): Record<string, unknown>[] {
  let sets: Record<string, unknown>[] = [{}];
  const keys = new Set<string>();
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`--option needs key=value, got "${pair}"`);
    const key = pair.slice(0, eq);
    if (keys.has(key)) throw new UsageError(`--option ${key} is given twice: list its values once (${key}=a,b)`);
    keys.add(key);
    const texts = pair.slice(eq + 1).split(',');
    if (texts.length > 1 && texts.some((t) => t === '')) throw new UsageError(`--option ${key} has an empty value in "${pair}"`);
    const repeated = texts.find((t, i) => texts.indexOf(t) !== i);
    if (repeated !== undefined) throw new UsageError(`--option ${key} lists the value ${repeated} twice`);
    const values = texts.map((t) => parseOptionOverrides([`${key}=${t}`])[key]);
    sets = sets.flatMap((set) => values.map((value) => ({ ...set, [key]: value })));
  }
  return sets;
}

/** Options the game's schema refuses, in one line: the table, then each issue (`players: Invalid input`). */
function refusal(label: string, e: unknown): UsageError {
  const issues = (e as { issues?: readonly { path: readonly PropertyKey[]; message: string }[] }).issues;
  const why = issues
    ? issues.map((issue) => `${issue.path.map(String).join('.') || 'options'}: ${issue.message}`).join('; ')
    : ((e as Error).message.split('\n')[0] as string);
  return new UsageError(`the options of ${label} are refused: ${why}`);
}

/**
 * Every preset under every option set, in that order (presets outermost), each resolved through the
 * game's schema (a UsageError names a table whose options it refuses). A table with the options of a table before it is
 * left out and named in `same`: its games, from the same seeds, would be the same games.
 */
export function soakTables(config: Pick<SoakConfig, 'game' | 'presets' | 'optionSets'>): { tables: SoakTable[]; same: string[] } {
  const tables: SoakTable[] = [];
  const same: string[] = [];
  const byOptions = new Map<string, string>();
  for (const presetId of config.presets) {
    for (const set of config.optionSets ?? [{}]) {
      const label = [presetId, ...Object.entries(set).map(([key, value]) => `${key}=${String(value)}`)].join(' ');
      let options: object;
      try {
        options = resolveOptions(config.game, presetId, set);
      } catch (e) {
        throw refusal(label, e);
      }
      const key = stableStringify(options);
      const earlier = byOptions.get(key);
      if (earlier !== undefined) {
        same.push(`${label} = ${earlier}`);
        continue;
      }
      byOptions.set(key, label);
      tables.push({ label, presetId, options });
    }
  }
  return { tables, same };
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
  const optionSets = optionSetsOf(v.option ?? []);
  soakTables({ game, presets, optionSets });
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
    optionSets,
    seed: count('seed', v.seed, 1),
    threads: count('threads', v.threads, availableParallelism(), 1),
    heavyShare,
    replayShare,
    outDir: v.out ?? 'soak-failures',
  };
}

function writeFailure(config: SoakConfig, failed: SoakFailedGame): string {
  mkdirSync(config.outDir, { recursive: true });
  // The table's label in the name (`classic players=4` → `classic-players4`): two tables may fail at one seed.
  const table = failed.table.replace(/=/g, '').replace(/[^A-Za-z0-9.-]+/g, '-');
  const file = join(config.outDir, `${config.game.id}-${table}-seed${failed.seed}.json`);
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
  const { tables, same } = soakTables(config);
  for (const { label, presetId, options } of tables) {
    for (let first = 0; first < config.games; first += CHUNK)
      chunks.push({ table: label, presetId, options, first, count: Math.min(CHUNK, config.games - first), seed: config.seed });
  }
  const total = config.games * tables.length;
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
    tables: tables.map((t) => t.label),
    sameTables: same,
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
  for (const line of summary.sameTables) io.err(`table ${line}: played once`);
  io.out(JSON.stringify(summary));
  for (const file of summary.failureFiles) io.err(`failed game written to ${file}`);
  return summary.failedGames > 0 ? 1 : 0;
};
