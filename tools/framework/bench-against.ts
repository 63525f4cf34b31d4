/**
 * `npm run bench`'s measures for this tree against another checkout of the project, in ONE process (not a
 * test): both trees' games are loaded side by side and measured in short alternating slices, so the
 * machine's drift (a shared host's neighbours, other jobs) falls on both alike and the ratio after/before is
 * taken slice pair by slice pair. Two separate `npm run bench` runs on this machine differ by up to 2× from
 * one minute to the next; these ratios do not.
 *   npx tsx tools/framework/bench-against.ts --before /path/to/other/checkout [--after /another] [--game hanamikoji]
 *     [--measure random] [--pairs 40] [--slice-ms 250]
 * `--after` defaults to this tree; a checkout needs its own node_modules (a link to this tree's will do).
 * Run it once with two checkouts of the SAME commit too: the tree loaded second can measure a few per cent
 * off for identical code (Koi-Koi's random months read 0.975 so, 7 of 40 pairs "faster"), and a ratio means
 * something only against that control. Prints, per game and measure, the median of the pair ratios,
 * their quartiles, the ratio of the totals, and in how many pairs this tree was the faster.
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyGame } from '../../src/framework/game';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string' },
    game: { type: 'string' },
    measure: { type: 'string' },
    pairs: { type: 'string', default: '40' },
    'slice-ms': { type: 'string', default: '250' },
  },
});
if (!values.before) throw new Error('usage: bench-against.ts --before <checkout> [--game <id>] [--pairs N] [--slice-ms MS]');
const pairs = Number(values.pairs);
const sliceMs = Number(values['slice-ms']);

/** CPU time of this process in ms. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** A measure: a step to repeat, and what one step counts (rounds played, search iterations). */
interface Measure {
  readonly name: string;
  readonly step: () => number;
}

/** The same two measures as src/cli/bench.ts: random rounds through the plain contract, and each searching bot's iterations. */
function measuresOf(game: AnyGame, resolveOptions: (g: AnyGame, preset: undefined) => object, Rng: { fromSeed(s: number): { int(n: number): number } }): Measure[] {
  const options = resolveOptions(game, undefined);
  const deals = Array.from({ length: 512 }, (_, i) => game.setup(options, i));
  const rng = Rng.fromSeed(1);
  let i = 0;
  const randomRound = (): number => {
    let state = deals[i++ % deals.length];
    const round = game.turns?.roundOf(state);
    while (game.toAct(state) !== null && (round === undefined || game.turns!.roundOf(state) === round)) {
      const legal = game.legalMoves(state);
      state = game.apply(state, legal[rng.int(legal.length)]);
    }
    return 1;
  };
  const measures: Measure[] = [{ name: 'random rounds played to the end (plain contract)', step: randomRound }];
  for (const [level, factory] of Object.entries(game.bots ?? {})) {
    const bot = factory();
    if (!bot.analyse) continue;
    // As many as `npm run bench` times per decision: the search's cost per iteration grows with its tree.
    const ITERATIONS = 2000;
    let seed = 7;
    measures.push({
      name: `${level}: search iterations (first decision)`,
      step: () => {
        const s = 7 + (seed++ % 3);
        const start = game.setup(options, s);
        const player = game.toAct(start)!;
        bot.choose({ view: game.viewFor(start, player), legalMoves: game.legalMoves(start), player, budgetMs: 60_000, seed: s, iterations: ITERATIONS });
        return ITERATIONS;
      },
    });
  }
  return measures;
}

/** Steps for about `ms` of CPU; the count per CPU second. */
function slice(m: Measure, ms: number): number {
  let count = 0;
  const start = cpuMs();
  while (cpuMs() - start < ms) count += m.step();
  return count / ((cpuMs() - start) / 1000);
}

/** A checkout's games and the two framework helpers the measures use, from its own sources. */
async function treeAt(root: string): Promise<{ games: AnyGame[]; resolveOptions: never; Rng: never }> {
  const from = (path: string): Promise<Record<string, unknown>> => import(pathToFileURL(resolve(root, path)).href);
  return {
    games: (await from('games/index.ts')).games as AnyGame[],
    resolveOptions: (await from('src/framework/game.ts')).resolveOptions as never,
    Rng: (await from('src/framework/rng.ts')).Rng as never,
  };
}
const beforeTree = await treeAt(values.before);
const afterTree = await treeAt(values.after ?? resolve(import.meta.dirname, '../..'));

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
const quantile = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))] as number;

for (const after of afterTree.games.filter((g) => !values.game || g.id === values.game)) {
  const before = beforeTree.games.find((g) => g.id === after.id);
  if (!before) continue;
  const a = measuresOf(after, afterTree.resolveOptions, afterTree.Rng);
  const b = measuresOf(before, beforeTree.resolveOptions, beforeTree.Rng);
  for (const ma of a.filter((m) => !values.measure || m.name.includes(values.measure as string))) {
    const mb = b.find((m) => m.name === ma.name);
    if (!mb) continue;
    // Warm both up before timing.
    slice(ma, 500);
    slice(mb, 500);
    const ratios: number[] = [];
    let sumA = 0;
    let sumB = 0;
    for (let k = 0; k < pairs; k++) {
      // Alternate which goes first, so neither always runs on a fresher cache or heap.
      const [ra, rb] = k % 2 === 0 ? [slice(ma, sliceMs), slice(mb, sliceMs)] : ((rb2) => [slice(ma, sliceMs), rb2])(slice(mb, sliceMs));
      ratios.push(ra / rb);
      sumA += ra;
      sumB += rb;
    }
    console.log(
      JSON.stringify({
        game: after.id,
        measure: ma.name,
        pairs,
        medianRatio: +median(ratios).toFixed(3),
        quartiles: [+quantile(ratios, 0.25).toFixed(3), +quantile(ratios, 0.75).toFixed(3)],
        totalRatio: +(sumA / sumB).toFixed(3),
        afterFaster: ratios.filter((r) => r > 1).length,
        perSecond: { before: Math.round(sumB / pairs), after: Math.round(sumA / pairs) },
      }),
    );
  }
}
