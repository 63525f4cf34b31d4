/**
 * Measures how months end between two `normal` players under the `nintendo` rules (not part of the
 * app): plays seeded twelve-month games and prints, as the table in `month-swings.ts` holds it, how many
 * months the dealer won with each number of points, how many the other player won, and how many
 * had no winner. Usage: npx tsx tools/koikoi/measure-swings.ts [--games 300]
 */
import { parseArgs } from 'node:util';
import { normalBot } from '../../games/koikoi/ai/normal';
import { optionsSchema } from '../../games/koikoi/options';
import { playSeeded } from './seeded-game';

const { values } = parseArgs({ options: { games: { type: 'string', default: '300' } } });
const normal = normalBot();
const options = optionsSchema.parse({});
const dealerWins: Record<number, number> = {};
const otherWins: Record<number, number> = {};
let noWinner = 0;
for (let game = 0; game < Number(values.games); game++) {
  const s = playSeeded(options, 123_000 + game, game * 1000, () => normal);
  for (const r of s.results) {
    if (r.winner === null) noWinner++;
    else {
      const tally = r.winner === r.dealer ? dealerWins : otherWins;
      tally[r.points] = (tally[r.points] ?? 0) + 1;
    }
  }
}
console.log(JSON.stringify({ dealerWins, otherWins, noWinner }));
