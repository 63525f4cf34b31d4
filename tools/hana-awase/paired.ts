/**
 * Versions of a computer player compared on the same deals (not a test): game i is played from seed S + i
 * once with each version in seat i mod n, the other seats filled by the same opponents, so the deal's luck
 * (the hands and the order of the pile) is the same for every version and cancels out of their differences.
 * Prints each version's share of first places (a shared first counts 1/k) and its difference from the first
 * version named, with the difference's standard error. Bots are named as in duel.ts.
 *   npx tsx tools/hana-awase/paired.ts --versions 'normal;normal:{"trust":0.9}' --others easy,easy --games 600 --seed 7 --preset quick
 */
import { parseArgs } from 'node:util';
import type { Bot } from '../../src/framework/bot';
import { placesOf, resolveOptions } from '../../src/framework/game';
import { playBots } from '../../src/framework/play';
import { parseOptionOverrides } from '../../src/cli/option-args';
import hanaAwase from '../../games/hana-awase/index';
import { makeBot, splitBots } from './duel-bots';

const { values } = parseArgs({
  options: {
    versions: { type: 'string' },
    others: { type: 'string', default: 'easy,easy' },
    games: { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
    preset: { type: 'string', default: 'quick' },
    option: { type: 'string', multiple: true, default: [] },
    'budget-ms': { type: 'string', default: '1000' },
  },
});

const options = resolveOptions(hanaAwase, values.preset, parseOptionOverrides(values.option as string[]) as object);
const others = splitBots(values.others as string).map(makeBot);
const n = others.length + 1;
const games = Number(values.games);
const seed = Number(values.seed);
const budgetMs = Number(values['budget-ms']);
const names = (values.versions as string).split(';');
const versions = names.map(makeBot);

/** First alone (1), shared (1/k) or not (0), and the points, of the seat `seat` played by `bot`. */
function play(bot: () => Bot<unknown, unknown>, seat: number, gameSeed: number): { first: number; points: number; ms: number[] } {
  const seats: Bot<unknown, unknown>[] = [];
  let k = 0;
  for (let p = 0; p < n; p++) seats.push(p === seat ? bot() : (others[k++] as () => Bot<unknown, unknown>)());
  const { outcome, decisionMs } = playBots(hanaAwase, options, gameSeed, seats, { budgetMs });
  const places = placesOf(outcome);
  const firsts = places.filter((x) => x === 1).length;
  return { first: places[seat] === 1 ? 1 / firsts : 0, points: outcome.scores[seat] as number, ms: decisionMs[seat] as number[] };
}

const first = names.map(() => [] as number[]);
const points = names.map(() => 0);
const ms = names.map(() => [] as number[]);
const summary = (done: number): object[] =>
  names.map((name, v) => {
    const diffs = (first[v] as number[]).map((f, i) => f - (first[0]?.[i] as number));
    const mean = diffs.reduce((s, d) => s + d, 0) / done;
    const se = Math.sqrt(diffs.reduce((s, d) => s + (d - mean) ** 2, 0) / Math.max(1, done - 1) / done);
    const sorted = (ms[v] as number[]).slice().sort((a, b) => a - b);
    return {
      version: name,
      first: +((first[v] as number[]).reduce((s, f) => s + f, 0) / done).toFixed(3),
      difference: +mean.toFixed(3),
      standardError: +se.toFixed(3),
      pointsPerGame: +((points[v] as number) / done).toFixed(1),
      msMedian: +(sorted[sorted.length >> 1] ?? 0).toFixed(1),
      msP95: +(sorted[Math.floor(sorted.length * 0.95)] ?? 0).toFixed(1),
    };
  });
for (let i = 0; i < games; i++) {
  versions.forEach((make, v) => {
    const r = play(make, i % n, (seed + i) >>> 0);
    first[v]!.push(r.first);
    points[v]! += r.points;
    ms[v]!.push(...r.ms);
  });
  if ((i + 1) % 100 === 0 && i + 1 < games) process.stderr.write(`${i + 1}/${games} ${JSON.stringify(summary(i + 1).map((s) => (s as { first: number }).first))}\n`);
}
console.log(JSON.stringify({ games, seed, others: values.others, versions: summary(games) }, null, 1));
