/**
 * Duplicate-form tuning runs for the hard bot (not part of the app): each deal is played twice against
 * `normal`, with `hard` in either seat, so the luck of the deal weighs less on a comparison of variants
 * run on the same deals. Prints one JSON line (win share, point difference, time per decision). Usage:
 *   npx tsx tools/koikoi/duplicate.ts --pairs 50 [--offset 0] [--ms 150 | --iterations 3000]
 *     [--common-deals] [--observer searcher] [--epsilon 0.1]
 */
import { parseArgs } from 'node:util';
import type { PlayerId } from '../../src/framework/game';
import { normalBot } from '../../games/koikoi/ai/normal';
import koikoi from '../../games/koikoi/index';
import { optionsSchema } from '../../games/koikoi/options';
import { hardBot } from '../../games/koikoi/ai/hard';
import { playSeeded } from './seeded-game';

const { values } = parseArgs({
  options: {
    pairs: { type: 'string', default: '50' },
    offset: { type: 'string', default: '0' },
    ms: { type: 'string' },
    iterations: { type: 'string' },
    'common-deals': { type: 'boolean', default: false },
    observer: { type: 'string' },
    epsilon: { type: 'string' },
  },
});
const num = (v: string | undefined): number | undefined => (v === undefined ? undefined : Number(v));

const hard = hardBot(koikoi, {
  maxMs: num(values.ms),
  iterations: num(values.iterations),
  commonDeals: values['common-deals'],
  observer: values.observer === 'searcher' ? 'searcher' : undefined,
  epsilon: num(values.epsilon),
});
const normal = normalBot();
const options = optionsSchema.parse({});

/** One game of deal `deal` with hard in `seat`: hard's result (1, ½, 0), point lead and decision times. */
function play(deal: number, seat: PlayerId): { score: number; lead: number; ms: number[] } {
  const ms: number[] = [];
  const s = playSeeded(options, 1_000_003 + deal, deal * 1000, (p) => (p === seat ? hard : normal), (d) => {
    if (d.player === seat && d.legalMoves.length > 1) ms.push(d.ms);
  });
  const { winner, scores } = koikoi.outcome(s)!;
  return { score: winner === null ? 0.5 : winner === seat ? 1 : 0, lead: scores[seat]! - scores[1 - seat]!, ms };
}

const first = Number(values.offset);
const pairs = Number(values.pairs);
let score = 0;
let lead = 0;
const ms: number[] = [];
for (let deal = first; deal < first + pairs; deal++) {
  for (const seat of [0, 1] as const) {
    const game = play(deal, seat);
    score += game.score;
    lead += game.lead;
    ms.push(...game.ms);
  }
  process.stderr.write(`${deal + 1 - first}/${pairs} deals: ${score} of ${2 * (deal + 1 - first)}\n`);
}
const games = 2 * pairs;
console.log(JSON.stringify({ games, score: score / games, pointLead: lead, msPerDecision: ms.reduce((a, b) => a + b, 0) / ms.length, variant: values }));
