/**
 * When a round's summary belongs on the board, read from the view alone: a board may be handed any position
 * (a replay step, a review decision, an undo), so it cannot count the rounds it has seen itself.
 */
import type { RoundResult } from '../state';
import type { HanaAwaseView } from '../view';

/**
 * The round that ended with the move that led to this view: the next round is dealt at once, so a round has
 * just ended when the last turn belongs to an earlier round than the one now dealt (nobody has played in the
 * new round yet), or when the game is over.
 */
export function justEnded(view: Pick<HanaAwaseView, 'results' | 'lastTurn' | 'round' | 'phase'>): RoundResult | null {
  const last = view.results[view.results.length - 1];
  if (!last || !view.lastTurn) return null;
  if (view.phase === 'game-over' || view.lastTurn.round !== view.round) return last.round === view.lastTurn.round ? last : null;
  return null;
}
