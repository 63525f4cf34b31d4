/**
 * The spread of round scores (not a test): rounds of `normal` against itself, for each table size and scoring,
 * give the standard deviation of one seat's round score and of the difference between two seats' — the
 * figures search/evaluate.ts's ROUND_SPREAD holds.
 *   npx tsx tools/hana-awase/spread.ts [games]
 */
import { resolveOptions } from '../../src/framework/game';
import { playBots } from '../../src/framework/play';
import hanaAwase from '../../games/hana-awase/index';
import { normalBot } from '../../games/hana-awase/ai/normal';
import type { HanaAwaseState } from '../../games/hana-awase/state';
import { Match } from '../../src/framework/match';

const games = Number(process.argv[2] ?? 40);
const sd = (xs: number[]): number => {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
};
for (const scoring of ['additive', 'zero-sum'] as const) {
  for (const players of [2, 3, 4] as const) {
    const options = resolveOptions(hanaAwase, 'classic', { players, scoring, rounds: 12 });
    const seat: number[] = [];
    const diff: number[] = [];
    for (let g = 0; g < games; g++) {
      const played = playBots(hanaAwase, options, g + 1, Array.from({ length: players }, () => normalBot()), { budgetMs: 1000 });
      const end = Match.replay(hanaAwase, played.record).state as HanaAwaseState;
      for (const r of end.results) {
        const scores = r.score.seats.map((s) => s.score);
        seat.push(...scores);
        diff.push((scores[0] as number) - (scores[1] as number));
      }
    }
    console.log(`${scoring}, ${players} players: round score sd ${sd(seat).toFixed(1)}, difference of two seats sd ${sd(diff).toFixed(1)} (${seat.length / players} rounds)`);
  }
}
