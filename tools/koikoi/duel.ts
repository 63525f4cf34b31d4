/**
 * Local duel for tuning the computer players (not a test), each decision's bot seed `seed × 1000 + step`:
 * npx tsx tools/koikoi/duel.ts <botA> <botB> [games] [preset] [seed]
 */
import { makeBot, type Bot } from '../../src/framework/bot';
import type { PlayerId } from '../../src/framework/game';
import { playBots } from '../../src/framework/play';
import koikoi from '../../games/koikoi/index';
import { optionsSchema, presets } from '../../games/koikoi/options';

const [a = 'normal', b = 'easy', n = '200', preset = 'nintendo', seed0 = '1'] = process.argv.slice(2);
const options = optionsSchema.parse(presets.find((p) => p.id === preset)!.options);
const make = (name: string): Bot<unknown, unknown> => makeBot(koikoi, name);
let winsA = 0, winsB = 0, draws = 0, ptsA = 0, ptsB = 0, decisions = 0, koikoiA = 0;
const t0 = performance.now();
for (let g = 0; g < Number(n); g++) {
  const seed = Number(seed0) + g;
  const aSeat: PlayerId = g % 2 === 0 ? 0 : 1;
  const seats = (aSeat === 0 ? [make(a), make(b)] : [make(b), make(a)]) as [Bot<unknown, unknown>, Bot<unknown, unknown>];
  const { outcome } = playBots(koikoi, options, seed, seats, {
    budgetMs: 100,
    botSeed: (step) => seed * 1000 + step,
    watch: ({ player, move }) => {
      if (player !== aSeat) return;
      decisions++;
      if ((move as { type: string }).type === 'koikoi') koikoiA++;
    },
  });
  ptsA += outcome.scores[aSeat]!;
  ptsB += outcome.scores[aSeat === 0 ? 1 : 0]!;
  if (outcome.winner === null) draws++;
  else if (outcome.winner === aSeat) winsA++;
  else winsB++;
}
const ms = performance.now() - t0;
console.log(JSON.stringify({ a, b, preset, games: Number(n), winsA, winsB, draws, rateA: +(winsA / Number(n)).toFixed(3), ptsA, ptsB, koikoiA, decisions, s: Math.round(ms / 1000) }));
