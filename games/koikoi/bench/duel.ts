/**
 * Local duel for tuning the computer players (not a test):
 * npx tsx games/koikoi/bench/duel.ts <botA> <botB> [games] [preset] [seed]
 */
import { randomBot, type Bot } from '../../../src/framework/bot';
import type { PlayerId } from '../../../src/framework/game';
import koikoi from '../index';
import { optionsSchema, presets } from '../options';
import { apply, legalMoves, setup, toAct } from '../rules';
import type { KoiKoiMove } from '../state';
import { viewFor, type KoiKoiView } from '../view';

const [a = 'normal', b = 'easy', n = '200', preset = 'nintendo', seed0 = '1'] = process.argv.slice(2);
const options = optionsSchema.parse(presets.find((p) => p.id === preset)!.options);
const make = (name: string): Bot<KoiKoiView, KoiKoiMove> => (name === 'random' ? randomBot() : koikoi.bots![name]!());
let winsA = 0, winsB = 0, draws = 0, ptsA = 0, ptsB = 0, decisions = 0, koikoiA = 0;
const t0 = performance.now();
for (let g = 0; g < Number(n); g++) {
  const seed = Number(seed0) + g;
  const aSeat: PlayerId = g % 2 === 0 ? 0 : 1;
  const seats = aSeat === 0 ? [make(a), make(b)] : [make(b), make(a)];
  let s = setup(options, seed);
  let k = 0;
  for (let p = toAct(s); p !== null; p = toAct(s)) {
    const move = seats[p]!.choose({ view: viewFor(s, p), legalMoves: legalMoves(s), player: p, budgetMs: 100, seed: seed * 1000 + k++ });
    if (p === aSeat) { decisions++; if (move.type === 'koikoi') koikoiA++; }
    s = apply(s, move);
  }
  ptsA += s.scores[aSeat]; ptsB += s.scores[aSeat === 0 ? 1 : 0];
  const [x, y] = s.scores;
  const winner = x === y ? null : x > y ? 0 : 1;
  if (winner === null) draws++;
  else if (winner === aSeat) winsA++;
  else winsB++;
}
const ms = performance.now() - t0;
console.log(JSON.stringify({ a, b, preset, games: Number(n), winsA, winsB, draws, rateA: +(winsA / Number(n)).toFixed(3), ptsA, ptsB, koikoiA, decisions, s: Math.round(ms / 1000) }));
