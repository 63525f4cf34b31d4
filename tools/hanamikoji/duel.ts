/**
 * Tuning aid (not a test; long-running): the hard bot at a FIXED iteration count per decision
 * against another bot, seats alternating, so results do not depend on the machine's load.
 * Usage: npx tsx tools/hanamikoji/duel.ts [iterations=2000] [games=200] [seed=1] [opponent=normal] [first=0]
 * Settings under test come from HANAMIKOJI_TUNE (JSON: { exploration?, observer?, base?, perSqrtVisit? }).
 */
import { makeBot } from '../../src/framework/bot';
import { resolveOptions } from '../../src/framework/game';
import { ismctsBot } from '../../src/framework/ismcts-bot';
import { playBots } from '../../src/framework/play';
import game from '../../games/hanamikoji/index';
import { HARD_BOT } from '../../games/hanamikoji/ai/hard';
import { guidedSearchHooks } from '../../games/hanamikoji/ai/search/guided-hooks';

const [itArg = '2000', gamesArg = '200', seedArg = '1', opponent = 'normal', firstArg = '0'] = process.argv.slice(2);
const tune = JSON.parse(process.env.HANAMIKOJI_TUNE ?? '{}') as {
  exploration?: number;
  observer?: 'actor' | 'searcher';
  base?: number;
  perSqrtVisit?: number;
};
const widening = { base: tune.base ?? HARD_BOT.widening?.base ?? 2, perSqrtVisit: tune.perSqrtVisit ?? HARD_BOT.widening?.perSqrtVisit ?? 0.3 };
const hard = ismctsBot({ ...game, search: guidedSearchHooks }, {
  ...HARD_BOT,
  iterations: Number(itArg),
  exploration: tune.exploration ?? HARD_BOT.exploration,
  observer: tune.observer ?? HARD_BOT.observer,
  widening,
});
const other = makeBot(game, opponent);
const options = resolveOptions(game, undefined);
const games = Number(gamesArg);
const seed = Number(seedArg);
let wins = 0;
let losses = 0;
const started = Date.now();
for (let i = Number(firstArg); i < Number(firstArg) + games; i++) {
  const hardSeat = i % 2;
  const seats = hardSeat === 0 ? ([hard, other] as const) : ([other, hard] as const);
  const played = playBots(game, options, seed + i, seats as never, { budgetMs: 1000 });
  if (played.outcome.winner === hardSeat) wins++;
  else if (played.outcome.winner !== null) losses++;
}
const n = wins + losses;
const rate = wins / Math.max(1, n);
const se = Math.sqrt((rate * (1 - rate)) / Math.max(1, n));
console.log(
  `hard(${itArg} it, ${JSON.stringify(tune)}) vs ${opponent}: ${wins}-${losses} of ${games} ` +
    `= ${(100 * rate).toFixed(1)}% ± ${(100 * se).toFixed(1)}; ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
