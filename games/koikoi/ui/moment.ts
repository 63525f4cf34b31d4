/**
 * When a month's summary belongs on the board, read from the view alone: a board may be handed any position
 * (a replay step, a review decision), so it cannot count the months it has seen itself.
 */
import type { MonthResult } from '../state';
import type { KoiKoiView } from '../view';

/**
 * The months that ended with the move that led to this view (or with the deal, before anyone played): none
 * once a card has been played in the month now dealt. One move can end more than one month — a stop, then a
 * new deal that ends at once on a hand or field check — and the game's end counts its last months too.
 */
export function justEnded(view: Pick<KoiKoiView, 'results' | 'lastTurn' | 'month' | 'endReason'>): readonly MonthResult[] {
  const { results, lastTurn } = view;
  if (results.length === 0) return [];
  if (view.endReason === null && lastTurn !== null && lastTurn.month === view.month) return [];
  // The months from the last one anyone played in (the move ended it) to now, or every month when nobody has played.
  const from = lastTurn?.month ?? 0;
  return results.filter((r) => r.month >= from);
}
