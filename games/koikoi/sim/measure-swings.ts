/**
 * Measures how months end between two `normal` players under the `nintendo` rules (not part of the
 * app): plays seeded twelve-month games and prints, as the table in `month-swings.ts` holds it, how many
 * months the dealer won with each number of points, how many the other player won, and how many
 * had no winner. Usage: npx tsx games/koikoi/sim/measure-swings.ts [--games 300]
 */
import { parseArgs } from 'node:util';
import { normalBot } from '../ai/normal';
import koikoi from '../index';
import { optionsSchema } from '../options';

const { values } = parseArgs({ options: { games: { type: 'string', default: '300' } } });
const normal = normalBot();
const options = optionsSchema.parse({});
const dealerWins: Record<number, number> = {};
const otherWins: Record<number, number> = {};
let noWinner = 0;
for (let game = 0; game < Number(values.games); game++) {
  let s = koikoi.setup(options, 123_000 + game);
  for (let p = koikoi.toAct(s), step = 0; p !== null; p = koikoi.toAct(s), step++) {
    const legalMoves = koikoi.legalMoves(s);
    s = koikoi.apply(s, normal.choose({ view: koikoi.viewFor(s, p), legalMoves, player: p, budgetMs: 1500, seed: game * 1000 + step }));
  }
  for (const r of s.results) {
    if (r.winner === null) noWinner++;
    else {
      const tally = r.winner === r.dealer ? dealerWins : otherWins;
      tally[r.points] = (tally[r.points] ?? 0) + 1;
    }
  }
}
console.log(JSON.stringify({ dealerWins, otherWins, noWinner }));
