/**
 * Measures the review: how long a whole game's review takes (one seat, one process, i.e. one core) and
 * how often two reviews of the same game agree on the labels. Each game (normal against easy, seats
 * alternating, seeds 1..N) is reviewed twice at the default budget with two different analysis seeds,
 * so the agreement measures the noise of the search, not a replayed random stream.
 *
 *   npx tsx tools/review-agreement.ts --game koikoi --games 20 [--preset nintendo] [--budget-ms 300]
 *
 * Prints one line per game and a summary JSON line.
 */
import { parseArgs } from 'node:util';
import { findGame } from '../games/index';
import { makeBot } from '../src/framework/bot';
import { resolveOptions, type PlayerId } from '../src/framework/game';
import { Match } from '../src/framework/match';
import { playBots } from '../src/framework/play';
import { REVIEW_BUDGET_MS } from '../src/framework/review-record';
import { reviewMatch, type DecisionReview } from '../src/framework/review';

const { values } = parseArgs({
  options: { game: { type: 'string' }, games: { type: 'string' }, preset: { type: 'string' }, 'budget-ms': { type: 'string' } },
});
const game = findGame(values.game ?? '');
if (!game) throw new Error('usage: review-agreement.ts --game <id> --games N [--preset P] [--budget-ms MS]');
const options = resolveOptions(game, values.preset);
const count = Number(values.games ?? 20);
const budgetMs = Number(values['budget-ms'] ?? REVIEW_BUDGET_MS);

let decisions = 0;
let agreed = 0;
let markedEither = 0;
let markedAgreed = 0;
const seconds: number[] = [];
for (let g = 0; g < count; g++) {
  const seed = g + 1;
  const seat = (g % 2) as PlayerId;
  const bots = [makeBot(game, 'normal'), makeBot(game, 'easy')] as const;
  const played = playBots(game, options, seed, seat === 0 ? bots : [bots[1], bots[0]], { budgetMs: 20 });
  const match = Match.replay(game, played.record);
  const review = (reviewSeed: number): DecisionReview[] => [...reviewMatch(match, [seat], { budgetMs, seed: reviewSeed, lang: 'en' })];
  const started = performance.now();
  const a = review(1);
  seconds.push((performance.now() - started) / 1000);
  const b = review(2);
  let same = 0;
  a.forEach((d, i) => {
    const e = b[i] as DecisionReview;
    if (d.label === e.label) same++;
    if (d.label !== 'good' || e.label !== 'good') {
      markedEither++;
      if (d.label === e.label) markedAgreed++;
    }
  });
  decisions += a.length;
  agreed += same;
  console.log(
    JSON.stringify({ game: g + 1, moves: match.moves.length, decisions: a.length, seconds: Math.round(seconds[g]! * 10) / 10, sameLabels: same }),
  );
}
const sorted = seconds.slice().sort((x, y) => x - y);
console.log(
  JSON.stringify({
    game: game.id,
    games: count,
    budgetMs,
    decisions,
    agreement: Math.round((1000 * agreed) / decisions) / 10,
    agreementOnMarked: markedEither === 0 ? null : Math.round((1000 * markedAgreed) / markedEither) / 10,
    secondsPerGame: { median: Math.round(sorted[sorted.length >> 1]! * 10) / 10, max: Math.round(sorted.at(-1)! * 10) / 10 },
  }),
);
