/**
 * The viewer's choice at the Hana-awase table: the shared hanafuda selection (games/shared/hanafuda/ui/selection.ts)
 * with Hana-awase's rules — the field cards a card takes are the rules' answer (takenBy, matchesOf), and in the
 * two-player run-out the turn is the draw pile — plus what the hint names.
 */
import { computed } from 'vue';
import type { Seat } from '../../../src/framework/game';
import type { BoardHint } from '../../../src/plugin-api/board';
import { useSelection as useTableSelection, type TableRows } from '../../shared/hanafuda/ui/selection';
import { matchesOf, takenBy } from '../rules';
import type { HanaAwaseMove } from '../state';
import type { HanaAwaseView } from '../view';

interface Table {
  readonly view: HanaAwaseView;
  readonly viewer: Seat;
  readonly legalMoves: readonly HanaAwaseMove[];
  readonly hint: BoardHint<HanaAwaseMove> | null;
}

/** What the hint names on the table: a hand card, a field card or the draw pile. */
export interface Hinted {
  readonly hand: string | null;
  readonly field: string | null;
  readonly pile: boolean;
}

/** The field cards a hand card would take: what the rules say it takes, or the two it must choose between. */
export function wouldTake(field: readonly string[], card: string): string[] {
  const matches = matchesOf(field, card);
  return matches.length === 2 ? matches : takenBy(field, card);
}

/**
 * @param covered whether a summary covers the table (the focus then stays where the summary puts it)
 * @param onMove hands on a complete move
 */
export function useSelection(table: Table, rows: TableRows, covered: () => boolean, onMove: (move: HanaAwaseMove) => void) {
  const choice = useTableSelection(table, rows, { takes: (card) => wouldTake(table.view.field, card), turned: () => table.view.drawn, covered, onMove });
  const hinted = computed<Hinted>(() => {
    const m = table.hint?.move;
    return {
      hand: m?.type === 'play' ? m.card : null,
      field: m?.type === 'take' ? m.match : m?.type === 'play' ? (m.match ?? null) : null,
      pile: m?.type === 'draw',
    };
  });
  return { ...choice, hinted };
}
