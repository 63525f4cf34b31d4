/** The game's result once its rounds are played: the highest total wins; seats with equal totals share a place. */
import type { Outcome } from '../../src/framework/game';
import { outcomeByScores } from '../../src/framework/kernel-parts';
import type { HanaAwaseState } from './state';

export function outcome(s: HanaAwaseState): Outcome | null {
  if (s.phase !== 'game-over') return null;
  return outcomeByScores(s.totals.slice(), 'rounds');
}

/** Why an outcome disagrees with the scores the rounds gave (for the soak), or null. */
export function outcomeError(s: HanaAwaseState, o: Outcome): string | null {
  if (s.results.length !== s.options.rounds) return `the game ended after ${s.results.length} rounds, not ${s.options.rounds}`;
  const summed = s.totals.map((_, seat) => s.results.reduce((sum, r) => sum + (r.score.seats[seat]?.score ?? 0), 0));
  if (summed.join(',') !== s.totals.join(',')) return `the totals ${s.totals.join(', ')} are not the rounds' scores added up (${summed.join(', ')})`;
  const last = s.results[s.results.length - 1];
  if (last && last.totals.join(',') !== s.totals.join(',')) return `the totals ${s.totals.join(', ')} are not the last round's ${last.totals.join(', ')}`;
  if (o.scores.join(',') !== s.totals.join(',')) return `the outcome's scores ${o.scores.join(', ')} are not the game's totals ${s.totals.join(', ')}`;
  const best = Math.max(...s.totals);
  const leaders = s.totals.flatMap((t, seat) => (t === best ? [seat] : []));
  const winner = leaders.length === 1 ? leaders[0] : null;
  return o.winner === winner ? null : `seat ${String(o.winner)} is named winner at ${s.totals.join(', ')}`;
}
