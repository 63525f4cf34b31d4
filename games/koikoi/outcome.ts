/** The game's result once it is over: the higher score wins, equal scores draw. */
import type { Outcome } from '../../src/framework/game';
import { outcomeByScores } from '../../src/framework/kernel-parts';
import type { KoiKoiState } from './state';

export function outcome(s: KoiKoiState): Outcome | null {
  if (s.phase !== 'game-over' || !s.endReason) return null;
  return outcomeByScores([s.scores[0], s.scores[1]], s.endReason);
}

/** Why an outcome disagrees with the points the months gave (for the soak), or null. */
export function outcomeError(s: KoiKoiState, o: Outcome): string | null {
  const last = s.results[s.results.length - 1];
  if (last && (last.scores[0] !== s.scores[0] || last.scores[1] !== s.scores[1]))
    return `the running score ${s.scores.join('–')} is not the last month's ${last.scores.join('–')}`;
  if (o.scores[0] !== s.scores[0] || o.scores[1] !== s.scores[1]) return `the outcome's scores ${o.scores.join('–')} are not the game's ${s.scores.join('–')}`;
  const leader = s.scores[0] === s.scores[1] ? null : s.scores[0] > s.scores[1] ? 0 : 1;
  return o.winner === leader ? null : `player ${String(o.winner)} is named winner at ${s.scores.join('–')}`;
}
