/**
 * Tuning aid for the normal bot (not a test): a variant with other weights against the normal bot,
 * seats alternating. Usage: npx tsx tools/hanamikoji/tune-normal.ts '{"perCharm":0.06}' [games=2000] [seed=1]
 */
import type { Bot } from '../../src/framework/bot';
import { resolveOptions, type PlayerId } from '../../src/framework/game';
import { playBots } from '../../src/framework/play';
import { heuristicBot } from '../../games/hanamikoji/ai/judgement/heuristic';
import { normalBot } from '../../games/hanamikoji/ai/normal';
import game from '../../games/hanamikoji/index';

const [weightsArg = '{}', gamesArg = '2000', seedArg = '1'] = process.argv.slice(2);
const variant = heuristicBot({ name: 'variant', offerReply: 'min', noise: 0, blunder: 0, weights: JSON.parse(weightsArg) }) as Bot<unknown, unknown>;
const normal = normalBot() as Bot<unknown, unknown>;
const options = resolveOptions(game, undefined);
let wins = 0;
let losses = 0;
const games = Number(gamesArg);
const seed = Number(seedArg);
for (let i = 0; i < games; i++) {
  const variantSeat: PlayerId = i % 2 === 0 ? 0 : 1;
  // Each deal is played twice, once from each seat; the seeding the published weights were tuned with.
  const played = playBots(game, options, seed * 100003 + Math.floor(i / 2), variantSeat === 0 ? [variant, normal] : [normal, variant], {
    budgetMs: 100,
    botSeed: (step) => i * 1000 + step,
  });
  if (played.outcome.winner === variantSeat) wins++;
  else if (played.outcome.winner !== null) losses++;
}
console.log(`variant ${weightsArg}: ${wins}-${losses} of ${games} (${((100 * wins) / games).toFixed(1)}%)`);
