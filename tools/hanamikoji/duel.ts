/**
 * Tuning aid (not a test; long-running): `hard` at a FIXED iteration count per decision against another
 * bot, seats alternating, so results do not depend on the machine's load. Settings under trial are flags;
 * each one left out keeps `hard`'s own (games/hanamikoji/ai/hard.ts).
 * Usage: npx tsx tools/hanamikoji/duel.ts [--iterations 2000] [--games 200] [--seed 1] [--opponent normal]
 *   [--first 0] [--exploration X] [--observer actor|searcher] [--base X] [--per-sqrt-visit X]
 */
import { parseArgs } from 'node:util';
import { makeBot, type Bot } from '../../src/framework/bot';
import { resolveOptions } from '../../src/framework/game';
import { playBots } from '../../src/framework/play';
import { HARD_BOT, hardBot } from '../../games/hanamikoji/ai/hard';
import game from '../../games/hanamikoji/index';

const { values: flags } = parseArgs({
  options: {
    iterations: { type: 'string', default: '2000' },
    games: { type: 'string', default: '200' },
    seed: { type: 'string', default: '1' },
    opponent: { type: 'string', default: 'normal' },
    first: { type: 'string', default: '0' },
    exploration: { type: 'string' },
    observer: { type: 'string' },
    base: { type: 'string' },
    'per-sqrt-visit': { type: 'string' },
  },
});
const number = (flag: string | undefined): number | undefined => (flag === undefined ? undefined : Number(flag));
if (flags.observer !== undefined && flags.observer !== 'actor' && flags.observer !== 'searcher') {
  throw new Error(`--observer is actor or searcher, not ${flags.observer}`);
}
const trial = {
  exploration: number(flags.exploration),
  observer: flags.observer as 'actor' | 'searcher' | undefined,
  base: number(flags.base),
  perSqrtVisit: number(flags['per-sqrt-visit']),
};
const hard = hardBot(game, {
  ...HARD_BOT,
  iterations: Number(flags.iterations),
  exploration: trial.exploration ?? HARD_BOT.exploration,
  observer: trial.observer ?? HARD_BOT.observer,
  widening: {
    base: trial.base ?? HARD_BOT.widening?.base ?? 2,
    perSqrtVisit: trial.perSqrtVisit ?? HARD_BOT.widening?.perSqrtVisit ?? 0.3,
  },
}) as Bot<unknown, unknown>;
const other = makeBot(game, flags.opponent);
const options = resolveOptions(game, undefined);
const games = Number(flags.games);
const first = Number(flags.first);
const seed = Number(flags.seed);
let wins = 0;
let losses = 0;
const started = Date.now();
for (let i = first; i < first + games; i++) {
  const hardSeat = i % 2;
  const played = playBots(game, options, seed + i, hardSeat === 0 ? [hard, other] : [other, hard], { budgetMs: 1000 });
  if (played.outcome.winner === hardSeat) wins++;
  else if (played.outcome.winner !== null) losses++;
}
const n = wins + losses;
const rate = wins / Math.max(1, n);
const se = Math.sqrt((rate * (1 - rate)) / Math.max(1, n));
const shown = Object.fromEntries(Object.entries(trial).filter(([, v]) => v !== undefined));
console.log(
  `hard(${flags.iterations} it, ${JSON.stringify(shown)}) vs ${flags.opponent}: ${wins}-${losses} of ${games} ` +
    `= ${(100 * rate).toFixed(1)}% ± ${(100 * se).toFixed(1)}; ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
