/**
 * Reading the other hands from what the table shows. A card that matches a field card must capture, and a
 * player who could capture seldom plays a card that takes nothing: so when a seat's turn took nothing with
 * the card it played, it very likely held no card of any month then on the field — and since a hand only
 * shrinks during a round, it holds none of them for the rest of the round. The reader keeps, per seat, the
 * months it has shown it lacks, from two sources:
 * - the view's last turn (the seat just before this one): the card played, the field before it (the field now,
 *   with the cards the turned card took put back and the played and turned cards taken off);
 * - for the other seats, between two of this seat's own decisions: a seat whose capture pile did not grow took
 *   nothing with its play, while every field card still lying where it lay at this seat's last decision was on
 *   the field at its turn.
 * The sampled deals (engine/snapshots.ts) keep those months out of the seat's hand, each with the chance
 * `trust` (a player may have had reasons not to capture). Only the view is read: a reader shown a view with no
 * earlier one (a hint, a review) reads the last turn alone.
 */
import type { Seat } from '../../../../src/framework/game';
import { monthOf } from '../../../shared/hanafuda/cards';
import type { HanaAwaseView } from '../../view';

/** Months (bit m − 1) each seat has shown it does not hold this round, by seat. */
export type Lacks = readonly number[];

/** The months of the cards as a bit set (bit m − 1). */
function monthsOf(cards: readonly string[]): number {
  let set = 0;
  for (const id of cards) set |= 1 << (monthOf(id) - 1);
  return set;
}

/** What the last turn shows of its seat's hand: the months on the field when it played a card that took nothing. */
function lastTurnLacks(view: HanaAwaseView): { seat: Seat; months: number } | null {
  const t = view.lastTurn;
  if (!t || t.round !== view.round || t.seat === view.me || t.played === null || t.playCaptured.length > 0) return null;
  // The field before the play: the cards the turned card took put back, the played and turned cards taken off.
  const before = [...view.field, ...t.drawCaptured].filter((id) => id !== t.played && id !== t.drawn);
  return { seat: t.seat, months: monthsOf(before) };
}

/** Whether `view` can come after `prev` in one round of one game (a reader may be shown views of several games). */
function follows(prev: HanaAwaseView, view: HanaAwaseView): boolean {
  if (prev.me !== view.me || prev.round !== view.round || prev.players !== view.players || prev.dealer !== view.dealer) return false;
  const hand = new Set(prev.hand);
  if (!view.hand.every((id) => hand.has(id))) return false;
  return view.captures.every((pile, p) => {
    const before = prev.captures[p] ?? [];
    const now = new Set(pile);
    return before.every((id) => now.has(id)) && (view.handCounts[p] ?? 0) <= (prev.handCounts[p] ?? 0);
  });
}

export class HandReader {
  private round = -1;
  private lacks: number[] = [];
  private previous: HanaAwaseView | null = null;

  /** Reads a view of the seat this reader plays for; returns the months each seat lacks. */
  observe(view: HanaAwaseView): Lacks {
    if (view.round !== this.round || this.previous === null || !follows(this.previous, view)) {
      this.round = view.round;
      this.lacks = new Array<number>(view.players).fill(0);
      this.previous = null;
    }
    const last = lastTurnLacks(view);
    if (last) this.lacks[last.seat]! |= last.months;
    const prev = this.previous;
    if (prev && prev.round === view.round) {
      // Field cards that lay on the field at the last decision and still do were there at every turn between.
      const now = new Set(view.field);
      const stayed = monthsOf(prev.field.filter((id) => now.has(id)));
      for (let p = 0; p < view.players; p++) {
        if (p === view.me) continue;
        const played = (prev.handCounts[p] ?? 0) > (view.handCounts[p] ?? 0);
        if (played && (view.captures[p] ?? []).length === (prev.captures[p] ?? []).length) this.lacks[p]! |= stayed;
      }
    }
    this.previous = view;
    return this.lacks.slice();
  }
}
