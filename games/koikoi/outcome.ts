/** The game's result once it is over: the higher score wins, equal scores draw. */
import type { Outcome } from '../../src/framework/game';
import type { KoiKoiState } from './state';

export function outcome(s: KoiKoiState): Outcome | null {
  if (s.phase !== 'game-over' || !s.endReason) return null;
  const [a, b] = s.scores;
  return { winner: a === b ? null : a > b ? 0 : 1, scores: [a, b], reason: s.endReason };
}
