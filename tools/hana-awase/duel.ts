/**
 * Tuning and measuring Hana-awase's computer players (not a test): plays games the way the arena's `--bots`
 * does — game i from seed S + i, the bots' seats rotated by one each game, each bot seeded by the game's own
 * stream (framework/play.ts), the same thinking budget — and prints the arena's figures by bot. A bot is a
 * level name, or a level with variant settings as JSON (`normal:{"deny":0.5}`, `hard:{"maxMs":300}`).
 *
 *   npx tsx tools/hana-awase/duel.ts --bots normal,easy,easy --games 200 --seed 42 --preset quick [--option k=v]… [--budget-ms 1000]
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
    bots: { type: 'string', default: 'normal,easy,easy' },
    games: { type: 'string', default: '100' },
    seed: { type: 'string', default: '42' },
    preset: { type: 'string', default: 'quick' },
    option: { type: 'string', multiple: true, default: [] },
    'budget-ms': { type: 'string', default: '1000' },
    quiet: { type: 'boolean', default: false },
  },
});

const specs = splitBots(values.bots as string);
const makers = specs.map(makeBot);
const options = resolveOptions(hanaAwase, values.preset, parseOptionOverrides(values.option as string[]) as object);
const games = Number(values.games);
const seed = Number(values.seed);
const budgetMs = Number(values['budget-ms']);
const n = specs.length;
const first = new Array<number>(n).fill(0);
const points = new Array<number>(n).fill(0);
const ms: number[][] = specs.map(() => []);
let shared = 0;
const started = performance.now();
for (let i = 0; i < games; i++) {
  const seats: Bot<unknown, unknown>[] = new Array(n);
  const seatOf = specs.map((_, b) => (b + i) % n);
  makers.forEach((make, b) => (seats[seatOf[b] as number] = make()));
  const played = playBots(hanaAwase, options, (seed + i) >>> 0, seats, { budgetMs });
  const places = placesOf(played.outcome);
  const firsts = places.filter((p) => p === 1).length;
  if (firsts > 1) shared++;
  specs.forEach((_, b) => {
    const seat = seatOf[b] as number;
    if (places[seat] === 1 && firsts === 1) first[b]!++;
    points[b]! += played.outcome.scores[seat] as number;
    ms[b]!.push(...(played.decisionMs[seat] as number[]));
  });
  if (!values.quiet && (i + 1) % 25 === 0) process.stderr.write(`${i + 1}/${games} first ${first.join(' ')}\n`);
}
const median = (xs: number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length === 0 ? 0 : Math.round((s[s.length >> 1] as number) * 10) / 10;
};
console.log(
  JSON.stringify({
    games,
    bots: specs,
    first,
    firstShare: first.map((f) => +(f / games).toFixed(3)),
    shared,
    points,
    msPerDecision: ms.map(median),
    seconds: Math.round((performance.now() - started) / 1000),
  }),
);
