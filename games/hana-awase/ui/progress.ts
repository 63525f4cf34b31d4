/**
 * Live yaku progress for every seat, from the board's view only: the yaku each pile forms now (yakuOf,
 * with the willow row's house rule as scoring will apply it), and the yaku each could still complete — how
 * many of its cards the pile holds and where the missing ones are, as far as the viewer can see. A yaku is
 * out of reach once another seat has captured one of the cards it cannot do without.
 */
import type { Seat } from '../../../src/framework/game';
import { seatsOf } from '../../../src/framework/seats';
import type { HanaAwaseOptions } from '../options';
import { holdsWillowRow, rainSpoilsViewing, YAKU, yakuOf, yakuTotal, type YakuId, type YakuRow, type YakuScore } from '../yaku';
import type { HanaAwaseView } from '../view';

/** Where a card the pile lacks is: on the field, in the viewer's hand, just turned over, or unseen (a hand or the pile). */
export type Where = 'field' | 'hand' | 'drawn' | 'unseen';
export const WHERE_ORDER: readonly Where[] = ['field', 'hand', 'drawn', 'unseen'];

export interface NearYaku {
  readonly id: YakuId;
  readonly points: number;
  readonly have: number;
  readonly needs: number;
  /** The cards the pile holds of it, and the ones still to be had with where they are. */
  readonly owned: readonly string[];
  readonly open: readonly { readonly card: string; readonly where: Where }[];
}

export interface SeatProgress {
  readonly seat: Seat;
  /** The yaku the pile forms now, exclusive groups resolved. */
  readonly formed: readonly YakuScore[];
  /** The willow row's house rule keeps this seat from scoring them (see `willow`). */
  readonly cancelled: boolean;
  /** What the formed yaku would score now: 0 when cancelled. */
  readonly total: number;
  /** The yaku still within reach and begun, closest first. */
  readonly near: readonly NearYaku[];
}

export interface TableProgress {
  readonly seats: readonly SeatProgress[];
  /** The seat holding all four willow cards while `willowRow` is not `normal`, else null. */
  readonly willowHolder: Seat | null;
  readonly willowRule: HanaAwaseOptions['willowRow'];
}

type ProgressView = Pick<HanaAwaseView, 'players' | 'captures' | 'field' | 'hand' | 'drawn' | 'options'>;

function whereIs(card: string, view: ProgressView): Where {
  if (view.field.includes(card)) return 'field';
  if (view.hand.includes(card)) return 'hand';
  if (view.drawn === card) return 'drawn';
  return 'unseen';
}

/** A yaku the seat could still complete: enough of its cards are in no other seat's pile. */
function near(row: YakuRow, pile: ReadonlySet<string>, taken: ReadonlySet<string>, view: ProgressView): NearYaku | null {
  const owned = row.cards.filter((c) => pile.has(c));
  const open = row.cards.filter((c) => !pile.has(c) && !taken.has(c));
  if (owned.length >= row.needs || owned.length === 0 || owned.length + open.length < row.needs) return null;
  return { id: row.id, points: row.value, have: owned.length, needs: row.needs, owned, open: open.map((card) => ({ card, where: whereIs(card, view) })) };
}

export function tableProgress(view: ProgressView): TableProgress {
  const seats = seatsOf(view.players);
  const rule = view.options.willowRow;
  const holder = rule === 'normal' ? -1 : seats.findIndex((s) => holdsWillowRow(view.captures[s] ?? []));
  return {
    willowHolder: holder < 0 ? null : holder,
    willowRule: rule,
    seats: seats.map((seat) => {
      const pile = view.captures[seat] ?? [];
      const have = new Set(pile);
      const taken = new Set(seats.filter((s) => s !== seat).flatMap((s) => view.captures[s] ?? []));
      const formed = yakuOf(pile, view.options);
      const cancelled = holder >= 0 && (rule === 'cancels-yaku' || seat !== holder);
      const best = new Map<string, number>();
      for (const y of formed) {
        const group = YAKU.find((r) => r.id === y.id)?.group;
        if (group) best.set(group, Math.max(best.get(group) ?? 0, y.points));
      }
      const spoiled = rainSpoilsViewing(pile, view.options);
      const within = YAKU.filter((row) => !(row.group === 'viewing' && spoiled) && !(row.group && (best.get(row.group) ?? 0) >= row.value))
        .map((row) => near(row, have, taken, view))
        .filter((n): n is NearYaku => n !== null)
        .sort((a, b) => b.have / b.needs - a.have / a.needs || b.points - a.points);
      return { seat, formed, cancelled, total: cancelled ? 0 : yakuTotal(formed), near: within };
    }),
  };
}
