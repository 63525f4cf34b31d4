/**
 * Tuning runs for the hard bot (not part of the app): plays seeded games between bot variants with
 * fixed iterations, seats alternating, and prints the win rate. Usage:
 *   npx tsx tools/koikoi/tune.ts --a hard --b greedy --games 100 --iterations 3000 [--preset nintendo]
 *     [--exploration 0.25] [--epsilon 0.1] [--seed 1]
 */
import { parseArgs } from 'node:util';
import type { Bot } from '../../src/framework/bot';
import { randomBot } from '../../src/framework/bot';
import { resolveOptions } from '../../src/framework/game';
import { playBots } from '../../src/framework/play';
import koikoi from '../../games/koikoi/index';
import type { KoiKoiMove } from '../../games/koikoi/state';
import type { KoiKoiView } from '../../games/koikoi/view';
import { hardBot } from '../../games/koikoi/ai/hard';
import { orderMoves } from '../../games/koikoi/ai/search/snapshot-hooks';
import { sampleState } from '../../games/koikoi/engine/snapshots';
import { Rng } from '../../src/framework/rng';

const { values } = parseArgs({
  options: {
    a: { type: 'string', default: 'hard' },
    b: { type: 'string', default: 'greedy' },
    games: { type: 'string', default: '100' },
    iterations: { type: 'string', default: '3000' },
    preset: { type: 'string', default: 'nintendo' },
    exploration: { type: 'string' },
    epsilon: { type: 'string' },
    'b-exploration': { type: 'string' },
    'b-epsilon': { type: 'string' },
    'b-iterations': { type: 'string' },
    seed: { type: 'string', default: '1' },
  },
});

/** A one-ply greedy player: the policy's best move, always stopping (a stand-in opponent). */
const greedyBot = (): Bot<KoiKoiView, KoiKoiMove> => ({
  name: 'greedy',
  choose: ({ view, legalMoves, seed }) => orderMoves(sampleState(view, Rng.fromSeed(seed)), legalMoves)[0]!,
});

function make(name: string, side: 'a' | 'b'): Bot<unknown, unknown> {
  const num = (k: string): number | undefined => {
    const v = values[(side === 'b' ? `b-${k}` : k) as keyof typeof values];
    return v === undefined ? undefined : Number(v);
  };
  if (name === 'random') return randomBot();
  if (name === 'greedy') return greedyBot() as Bot<unknown, unknown>;
  if (name === 'hard')
    return hardBot(koikoi, {
      iterations: num('iterations') ?? Number(values.iterations),
      exploration: num('exploration'),
      epsilon: num('epsilon'),
    }) as Bot<unknown, unknown>;
  const factory = koikoi.bots?.[name];
  if (!factory) throw new Error(`unknown bot ${name}`);
  return factory() as Bot<unknown, unknown>;
}

const options = resolveOptions(koikoi, values.preset);
const games = Number(values.games);
const seed = Number(values.seed);
let aWins = 0, bWins = 0, draws = 0, aPoints = 0, bPoints = 0;
const aMs: number[] = [];
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const aSeat = g % 2;
  const a = make(values.a!, 'a'), b = make(values.b!, 'b');
  const seats = (aSeat === 0 ? [a, b] : [b, a]) as [Bot<unknown, unknown>, Bot<unknown, unknown>];
  const played = playBots(koikoi, options, seed + g, seats, { budgetMs: 1300 });
  const w = played.outcome.winner;
  if (w === null) draws++;
  else if (w === aSeat) aWins++;
  else bWins++;
  aPoints += played.outcome.scores[aSeat]!;
  bPoints += played.outcome.scores[1 - aSeat]!;
  aMs.push(...(played.decisionMs[aSeat] ?? []));
  if ((g + 1) % 10 === 0) process.stderr.write(`${g + 1}/${games} a ${aWins} b ${bWins} d ${draws}\n`);
}
aMs.sort((x, y) => x - y);
console.log(JSON.stringify({
  a: values.a, b: values.b, preset: values.preset, games, iterations: Number(values.iterations),
  exploration: values.exploration ?? null, epsilon: values.epsilon ?? null,
  wins: { a: aWins, b: bWins }, draws, score: (aWins + draws / 2) / games,
  points: { a: aPoints, b: bPoints },
  msPerDecisionA: { median: aMs[aMs.length >> 1], p99: aMs[Math.floor(aMs.length * 0.99)] },
  seconds: Math.round((performance.now() - t0) / 1000),
}));
