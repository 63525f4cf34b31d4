/**
 * The n-seat search's speed: ISMCTS iterations per CPU-second on Tiny Bids (the test game) at a table of
 * two, three and four, at the first decision of a few deals, with the same fixed effort as `npm run bench`
 * (2,000 iterations a decision). The figure for three seats is the one the README gives.
 *   npx tsx tools/framework/bench-seats.ts [--rounds R]
 * Each round measures every table once, in turn, so a busy machine slows them alike; the best round counts.
 */
import { parseArgs } from 'node:util';
import { ismctsBot } from '../../src/framework/ismcts-bot';
import { tinyGame } from '../../tests/support/tiny-game';

const ITERATIONS = 2000;
const DEALS = [7, 8, 9];

/** CPU time of this (single-threaded) process in ms. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function iterationsPerSecond(players: 2 | 3 | 4): number {
  const options = tinyGame.optionsSchema.parse({ players });
  const bot = ismctsBot(tinyGame);
  const t0 = cpuMs();
  for (const seed of DEALS) {
    const start = tinyGame.setup(options, seed);
    const player = tinyGame.toAct(start)!;
    bot.choose({ view: tinyGame.viewFor(start, player), legalMoves: tinyGame.legalMoves(start), player, budgetMs: 60_000, seed, iterations: ITERATIONS });
  }
  return (DEALS.length * ITERATIONS) / ((cpuMs() - t0) / 1000);
}

const { values } = parseArgs({ options: { rounds: { type: 'string' } } });
const rounds = Number(values.rounds ?? 5);
const tables = [2, 3, 4] as const;
const best = new Map<number, number>();
// Warm the JIT once at every table before timing.
for (const n of tables) iterationsPerSecond(n);
for (let r = 0; r < rounds; r++) for (const n of tables) best.set(n, Math.max(best.get(n) ?? 0, iterationsPerSecond(n)));
process.stdout.write('| Tiny Bids table | search iterations per second (1 core) |\n|---:|---:|\n');
for (const n of tables) process.stdout.write(`| ${n} seats | ${Math.round(best.get(n)!).toLocaleString('en-US')} |\n`);
