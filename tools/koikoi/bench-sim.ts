/**
 * Simulator figures in CPU time (process.cpuUsage), so they mean something on a shared machine:
 * uniformly random months per CPU-second through the plugin's contract, through the playout hook
 * (with and without dealing the month), and ISMCTS iterations per CPU-second for both searches.
 *   npx tsx tools/koikoi/bench-sim.ts [--seconds 2] [--preset nintendo]
 */
import { parseArgs } from 'node:util';
import { resolveOptions } from '../../src/framework/game';
import { ismcts } from '../../src/framework/ismcts';
import { Rng } from '../../src/framework/rng';
import koikoi from '../../games/koikoi/index';
import type { KoiKoiState } from '../../games/koikoi/state';
import { playout, stopPlayout } from './month-out';
import { evaluate } from '../../games/koikoi/ai/search/evaluate';
import { snapshotGame } from '../../games/koikoi/ai/search/snapshot-hooks';
import { PLAYOUT_EPSILON } from '../../games/koikoi/ai/search/policy';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '2' }, preset: { type: 'string', default: 'nintendo' } } });
const seconds = Number(values.seconds);
const options = resolveOptions(koikoi, values.preset);
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** Runs `step` for about `seconds` of CPU time (after a warm-up) and returns steps per CPU-second. */
function rate(step: (i: number) => void, warmup = 2000): number {
  for (let i = 0; i < warmup; i++) step(i);
  const start = cpu();
  let n = 0;
  while (cpu() - start < seconds) for (let k = 0; k < 100; k++) step(n++);
  return n / (cpu() - start);
}

const dealt: KoiKoiState[] = Array.from({ length: 1000 }, (_, i) => koikoi.setup(options, i));
const rng = Rng.fromSeed(1);

function pluginMonth(i: number): void {
  const root = dealt[i % dealt.length] as KoiKoiState;
  let s = root;
  while (s.phase !== 'game-over' && s.month === root.month) {
    const moves = koikoi.legalMoves(s);
    s = koikoi.apply(s, moves[rng.int(moves.length)]!);
  }
}

const rows: [string, number][] = [
  ['random months, plugin contract (apply/legalMoves)', rate(pluginMonth, 200)],
  ['random months, simulator playout hook', rate((i) => playout(dealt[i % 1000]!, dealt[i % 1000]!, rng))],
  ['random months, deal (setup) + playout hook', rate((i) => { const s = koikoi.setup(options, i); playout(s, s, rng); })],
];

function iterations(game: Parameters<typeof ismcts>[0], label: string): [string, number] {
  const s = dealt[7] as KoiKoiState;
  const p = s.turn;
  const view = koikoi.viewFor(s, p);
  const legal = koikoi.legalMoves(s);
  ismcts(game, view, legal, { seed: 0, iterations: 3000 }); // warm-up
  const start = cpu();
  let n = 0;
  let seed = 1;
  while (cpu() - start < seconds) n += ismcts(game, view, legal, { seed: seed++, iterations: 5000 }).iterations;
  return [label, n / (cpu() - start)];
}
// A plain ISMCTS over plugin states, its playouts on the simulator (what the Game's search hooks were).
rows.push(iterations({ ...koikoi, search: { playout, stopPlayout, evaluate } }, 'ISMCTS iterations, plugin states + playout hook'));
rows.push(iterations(snapshotGame(koikoi, PLAYOUT_EPSILON), 'ISMCTS iterations, hard bot (snapshots, greedy playouts)'));

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
const width = Math.max(...rows.map(([m]) => m.length));
process.stdout.write(`| ${'measure'.padEnd(width)} | per CPU-second |\n|-${'-'.repeat(width)}-|---------------:|\n`);
for (const [m, r] of rows) process.stdout.write(`| ${m.padEnd(width)} | ${fmt(r).padStart(14)} |\n`);
