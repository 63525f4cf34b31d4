/**
 * A round's summary and the game's end on the board. A summary belongs to the moment a round ends
 * (`summaries`, see the board contract): it is read from the view (justEnded), never from what this board
 * instance happened to show before, because the same board is handed other positions.
 */
import { computed, ref, watch } from 'vue';
import type { BoardSummaries } from '../../../src/plugin-api/board';
import type { RoundResult } from '../state';
import type { HanaAwaseView } from '../view';
import { justEnded } from './moment';

interface Table {
  readonly view: HanaAwaseView;
  readonly summaries: BoardSummaries;
}

export function useRoundSummary(table: Table, onClosed: () => void) {
  const ended = computed(() => justEnded(table.view));
  /** At the table: how many results the player has closed; a round that ended with this view starts unread. */
  const closed = ref(table.view.results.length - (ended.value ? 1 : 0));
  watch(
    () => table.view.results.length,
    (n, before) => {
      // A position from before (an undo) forgets the rounds it takes back; a new round's end leaves the count alone.
      if (n < before) closed.value = Math.min(closed.value, n);
    },
  );
  const summary = computed<RoundResult | null>(() => {
    const r = ended.value;
    if (!r || table.summaries === 'never') return null;
    // A replay's step shows the round's end; its last step, the game's end, shows the game's summary instead.
    if (table.summaries === 'moment') return table.view.phase === 'game-over' ? null : r;
    return table.view.results.indexOf(r) >= closed.value ? r : null;
  });
  function close(): void {
    const r = summary.value;
    if (r) closed.value = table.view.results.indexOf(r) + 1;
    onClosed();
  }
  const gameOver = computed(() => table.view.phase === 'game-over' && table.summaries !== 'never' && summary.value === null);
  return { summary, close, gameOver };
}
