/**
 * The viewer's choice at the Koi-Koi table: the shared hanafuda selection (games/shared/hanafuda/ui/selection.ts)
 * with Koi-Koi's rules — a card takes the field cards of its month, and the card turned from the pile waits on
 * the field while it matches two — plus the koi-koi decision and the card the hint names.
 */
import { computed } from 'vue';
import type { BoardHint } from '../../../src/plugin-api/board';
import { useSelection as useTableSelection, type TableRows } from '../../shared/hanafuda/ui/selection';
import { matchesOf } from '../rules';
import type { KoiKoiMove } from '../state';
import type { KoiKoiView } from '../view';

interface Table {
  readonly view: KoiKoiView;
  readonly legalMoves: readonly KoiKoiMove[];
  readonly hint: BoardHint<KoiKoiMove> | null;
}

/**
 * @param covered whether a summary covers the table (the focus then stays where the summary puts it)
 * @param onMove hands on a complete move
 */
export function useSelection(table: Table, rows: TableRows, covered: () => boolean, onMove: (move: KoiKoiMove) => void) {
  const choice = useTableSelection(table, rows, {
    takes: (card) => matchesOf(table.view.field, card),
    turned: () => (table.view.pending?.kind === 'draw-choice' ? table.view.pending.card : null),
    covered,
    onMove,
  });
  const deciding = computed(() => table.legalMoves.some((m) => m.type === 'koikoi'));
  /** The hand card to play, or the field card to take, that the hint names. */
  const hinted = computed(() => {
    const m = table.hint?.move;
    return m && m.type === 'play' ? m.card : m && m.type === 'take' ? m.match : null;
  });
  return { ...choice, deciding, hinted };
}
