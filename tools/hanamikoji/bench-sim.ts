/**
 * Throughput of the simulator and the search measured in CPU time (process.cpuUsage), so the figures
 * hold on a machine shared with other work, where wall-clock rates (npm run bench) drop with the load.
 * Usage: npx tsx tools/hanamikoji/bench-sim.ts [seconds=2]
 */
import { resolveOptions } from '../../src/framework/game';
import { ismcts } from '../../src/framework/ismcts';
import { Rng } from '../../src/framework/rng';
import game from '../../games/hanamikoji/index';
import type { HanamikojiState } from '../../games/hanamikoji/state';
import { HARD_BOT, searchedGame } from '../../games/hanamikoji/ai/hard';
import { playRoundOut } from './round-out';
import { roundScored } from '../../games/hanamikoji/ai/search/guided-hooks';
import { scoredValue } from '../../games/hanamikoji/ai/search/scored-value';

const seconds = Number(process.argv[2] ?? 2);
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** `step` returns the units it did; the clock is read every `every` steps (a power of two). */
function rate(step: (i: number) => number, every = 256): number {
  for (let i = 0; i < 2 * every; i++) step(i);
  const start = cpuMs();
  let units = 0;
  let i = 0;
  while ((i & (every - 1)) !== 0 || cpuMs() - start < seconds * 1000) units += step(i++);
  return units / ((cpuMs() - start) / 1000);
}

const options = resolveOptions(game, undefined);
const rng = Rng.fromSeed(1);
const deals: HanamikojiState[] = Array.from({ length: 4096 }, (_, i) => game.setup(options, i));
const rows: [string, number][] = [];
rows.push(['random rounds, simulator only (from 4,096 dealt states)', rate((i) => (playRoundOut(deals[i & 4095]!, deals[i & 4095]!, rng), 1))]);
rows.push(['random rounds incl. the plugin deal (as npm run bench)', rate((i) => {
  const s = game.setup(options, i);
  playRoundOut(s, s, rng);
  return 1;
})]);
for (const [label, g, iterations] of [
  ['ISMCTS iterations, first decision (random playouts on the simulator)', { ...game, search: { playout: playRoundOut, stopPlayout: roundScored, evaluate: scoredValue } }, 2000],
  ['ISMCTS iterations, first decision (hard bot: heuristic leaves, widening)', searchedGame(game), 300],
] as const) {
  rows.push([label, rate((i) => {
    const root = deals[i & 4095]!;
    ismcts(g, game.viewFor(root, root.turn), game.legalMoves(root), { seed: i, iterations, observer: HARD_BOT.observer, widening: g.search?.orderMoves ? HARD_BOT.widening : undefined });
    return iterations;
  }, 1)]);
}
const load = (await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ');
process.stdout.write(`| measure (per CPU-second, one core) | rate |\n|---|--:|\n`);
for (const [label, r] of rows) process.stdout.write(`| ${label} | ${Math.round(r).toLocaleString('en-US')} |\n`);
process.stdout.write(`(load average ${load})\n`);
