/**
 * `npm run bench`: for each game, random rounds (a Hanamikoji round, a Koi-Koi month) played to the end
 * through the plain contract (legalMoves + apply, the round read from the game's declared phases), and the
 * iterations per second of each computer player that searches (a bot with `analyse`), at a deal's first
 * decision, on one core, as a table. The compact engines' own speed is measured by tools/<id>/bench-sim.ts.
 * Options: --seconds S (per measurement, default 2), --json, --game <id>.
 */
import { parseArgs } from 'node:util';
import { games } from '../../games/index';
import type { AnyGame } from '../framework/game';
import { resolveOptions } from '../framework/game';
import { Rng } from '../framework/rng';

interface Row {
  readonly game: string;
  readonly measure: string;
  readonly perSecond: number;
}

/** Fresh deals are made before timing: the measure is playing a round, not dealing it. */
const DEALS = 512;
/** Search iterations per timed decision: fixed effort, so the figure does not depend on the budget. */
const ITERATIONS = 2000;

/** Plays uniformly random moves from a fresh deal to the end of its first round (or of the game). */
function randomRound(game: AnyGame, deals: readonly unknown[], i: number, rng: Rng): number {
  let state = deals[i % deals.length];
  const round = game.turns?.roundOf(state);
  let moves = 0;
  while (game.toAct(state) !== null && (round === undefined || game.turns!.roundOf(state) === round)) {
    const legal = game.legalMoves(state);
    state = game.apply(state, legal[rng.int(legal.length)]);
    moves++;
  }
  return moves;
}

/** CPU time of this (single-threaded) process in ms: the figure per core, even on a busy machine. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function rate(seconds: number, step: (i: number) => void): number {
  const end = cpuMs() + seconds * 1000;
  let n = 0;
  // Warm up the JIT before timing.
  for (let i = 0; i < 200; i++) step(i);
  const start = cpuMs();
  while ((n & 63) !== 0 || cpuMs() < end) step(n++);
  return n / ((cpuMs() - start) / 1000);
}

/** Iterations per CPU-second of each searching bot, at the first decision of a few deals. */
function searchRows(game: AnyGame, options: object): Row[] {
  const rows: Row[] = [];
  for (const [level, factory] of Object.entries(game.bots ?? {})) {
    const bot = factory();
    if (!bot.analyse) continue;
    let iterations = 0;
    const t0 = cpuMs();
    for (let seed = 7; seed < 10; seed++) {
      const start = game.setup(options, seed);
      const player = game.toAct(start)!;
      bot.choose({ view: game.viewFor(start, player), legalMoves: game.legalMoves(start), player, budgetMs: 60_000, seed, iterations: ITERATIONS });
      iterations += ITERATIONS;
    }
    rows.push({ game: game.id, measure: `${level}: search iterations (first decision)`, perSecond: iterations / ((cpuMs() - t0) / 1000) });
  }
  return rows;
}

function benchGame(game: AnyGame, seconds: number): Row[] {
  const options = resolveOptions(game, undefined);
  const rng = Rng.fromSeed(1);
  const unit = game.turns ? 'round' : 'game';
  const deals = Array.from({ length: DEALS }, (_, i) => game.setup(options, i));
  const playouts = rate(seconds, (i) => randomRound(game, deals, i, rng));
  return [{ game: game.id, measure: `random ${unit}s played to the end (plain contract)`, perSecond: playouts }, ...searchRows(game, options)];
}

const { values } = parseArgs({
  options: { seconds: { type: 'string' }, json: { type: 'boolean' }, game: { type: 'string' } },
});
const seconds = Number(values.seconds ?? 2);
const rows = games.filter((g) => !values.game || g.id === values.game).flatMap((g) => benchGame(g, seconds));
if (values.json) {
  process.stdout.write(`${JSON.stringify(rows)}\n`);
} else {
  const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
  const width = Math.max(...rows.map((r) => r.measure.length));
  process.stdout.write(`| game       | ${'measure'.padEnd(width)} | per second (1 core) |\n`);
  process.stdout.write(`|------------|-${'-'.repeat(width)}-|--------------------:|\n`);
  for (const r of rows) process.stdout.write(`| ${r.game.padEnd(10)} | ${r.measure.padEnd(width)} | ${fmt(r.perSecond).padStart(19)} |\n`);
}
