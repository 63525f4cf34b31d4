/**
 * `npm run bench`: random playouts per second for a whole round of each game (a Hanamikoji
 * round, a Koi-Koi month) and ISMCTS iterations per second, on one core, as a table.
 * Options: --seconds S (per measurement, default 2), --json, --game <id>.
 */
import { parseArgs } from 'node:util';
import { games } from '../../games/index';
import type { AnyGame } from '../framework/game';
import { resolveOptions } from '../framework/game';
import { ismcts } from '../framework/ismcts';
import { Rng } from '../framework/rng';

interface Row {
  readonly game: string;
  readonly measure: string;
  readonly perSecond: number;
}

/** Fresh deals are made before timing: the measure is playing a round, not dealing it. */
const DEALS = 512;

/** Plays uniformly random moves from a fresh deal to the end of its first round. */
function randomRound(game: AnyGame, deals: readonly unknown[], i: number, rng: Rng): number {
  const root = deals[i % deals.length];
  const fast = game.search?.playout;
  if (fast) {
    fast(root, root, rng);
    return 1;
  }
  let state = root;
  let moves = 0;
  const stop = game.search?.stopPlayout;
  while (game.toAct(state) !== null && !(stop && moves > 0 && stop(state, root))) {
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

function benchGame(game: AnyGame, seconds: number): Row[] {
  const options = resolveOptions(game, undefined);
  const rng = Rng.fromSeed(1);
  const unit = game.search?.stopPlayout || game.search?.playout ? 'round' : 'game';
  const deals = Array.from({ length: DEALS }, (_, i) => game.setup(options, i));
  const playouts = rate(seconds, (i) => randomRound(game, deals, i, rng));
  const start = game.setup(options, 7);
  const player = game.toAct(start)!;
  const view = game.viewFor(start, player);
  const legal = game.legalMoves(start);
  const iterations = 2000;
  const t0 = cpuMs();
  ismcts(game, view, legal, { seed: 1, iterations });
  const perSecond = iterations / ((cpuMs() - t0) / 1000);
  return [
    { game: game.id, measure: `random ${unit}s played to the end`, perSecond: playouts },
    { game: game.id, measure: 'ISMCTS iterations (first decision)', perSecond },
  ];
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
