/**
 * What the table shows for a moment: a card just turned from the pile that resolved by itself, beside the
 * pile, and the opponent's koi-koi call, announced over the table.
 */
import { computed, onBeforeUnmount, ref, watch, type Ref } from 'vue';
import type { PlayerId } from '../../../src/framework/game';
import type { BoardSummaries } from '../../../src/plugin-api/board';
import type { KoiKoiView } from '../view';

interface Table {
  readonly view: KoiKoiView;
  readonly names: readonly string[];
  readonly animationMs: number;
  readonly twoPlayer: boolean;
  readonly summaries: BoardSummaries;
}

/** @param announce the words of the opponent's koi-koi call */
export function useTableNews(table: Table, opp: Ref<PlayerId>, announce: (name: string) => string) {
  /** A card just turned from the pile that resolved by itself: shown beside the pile for a moment. */
  const flash = ref<string | null>(null);
  let flashTimer: ReturnType<typeof setTimeout> | undefined;
  watch(
    () => table.view.lastTurn,
    (turn, before) => {
      if (!turn?.drawn || turn === before || table.animationMs === 0 || table.view.pending?.kind === 'draw-choice') return;
      flash.value = turn.drawn;
      clearTimeout(flashTimer);
      flashTimer = setTimeout(() => (flash.value = null), table.animationMs * 4);
    },
  );
  onBeforeUnmount(() => clearTimeout(flashTimer));
  const shownDrawn = computed(() => (table.view.pending?.kind === 'draw-choice' ? table.view.pending.card : flash.value));

  const announcement = ref('');
  let announceTimer: ReturnType<typeof setTimeout> | undefined;
  watch(
    () => table.view.koikoi[opp.value],
    (now, before) => {
      if (now > (before ?? 0) && !table.twoPlayer && table.summaries !== 'never') {
        announcement.value = announce(table.names[opp.value] ?? '');
        clearTimeout(announceTimer);
        announceTimer = setTimeout(() => (announcement.value = ''), 2400);
      }
    },
  );
  onBeforeUnmount(() => clearTimeout(announceTimer));

  return { shownDrawn, announcement };
}
