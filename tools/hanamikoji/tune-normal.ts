/**
 * Tuning aid for the normal bot (not a test): a variant with other weights against the normal bot,
 * seats alternating. Usage: npx tsx tools/hanamikoji/tune-normal.ts '{"perCharm":0.06}' [games=2000] [seed=1]
 */
import type { Bot } from '../../src/framework/bot';
import { resolveOptions, type PlayerId } from '../../src/framework/game';
import { normalBot } from '../../games/hanamikoji/ai/normal';
import { heuristicBot } from '../../games/hanamikoji/ai/judgement/heuristic';
import game, { type HanamikojiMove, type HanamikojiView } from '../../games/hanamikoji/index';

const [weightsArg = '{}', gamesArg = '2000', seedArg = '1'] = process.argv.slice(2);
const variant = heuristicBot({ name: 'variant', offerReply: 'min', noise: 0, blunder: 0, weights: JSON.parse(weightsArg) });
const bots: Bot<HanamikojiView, HanamikojiMove>[] = [variant, normalBot()];
const options = resolveOptions(game, undefined);
let wins = 0;
let losses = 0;
const games = Number(gamesArg);
const seed = Number(seedArg);
for (let i = 0; i < games; i++) {
  const variantSeat: PlayerId = i % 2 === 0 ? 0 : 1;
  let state = game.setup(options, seed * 100003 + Math.floor(i / 2));
  for (let p = game.toAct(state), n = 0; p !== null; p = game.toAct(state), n++) {
    const bot = bots[p === variantSeat ? 0 : 1]!;
    state = game.apply(state, bot.choose({ view: game.viewFor(state, p), legalMoves: game.legalMoves(state), player: p, budgetMs: 100, seed: i * 1000 + n }));
  }
  const w = game.outcome(state)!.winner;
  if (w === variantSeat) wins++;
  else if (w !== null) losses++;
}
console.log(`variant ${weightsArg}: ${wins}-${losses} of ${games} (${((100 * wins) / games).toFixed(1)}%)`);
