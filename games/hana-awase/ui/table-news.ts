/** What the table shows for a moment: a card just turned from the pile that resolved by itself, beside the pile. */
import { computed, onBeforeUnmount, ref, watch } from 'vue';
import type { HanaAwaseView } from '../view';

interface Table {
  readonly view: HanaAwaseView;
  readonly animationMs: number;
}

export function useTableNews(table: Table) {
  /** A card just turned from the pile that resolved by itself: shown beside the pile for a moment. */
  const flash = ref<string | null>(null);
  let flashTimer: ReturnType<typeof setTimeout> | undefined;
  watch(
    () => table.view.lastTurn,
    (turn, before) => {
      if (!turn?.drawn || turn === before || table.animationMs === 0 || table.view.drawn !== null) return;
      flash.value = turn.drawn;
      clearTimeout(flashTimer);
      flashTimer = setTimeout(() => (flash.value = null), table.animationMs * 4);
    },
  );
  onBeforeUnmount(() => clearTimeout(flashTimer));
  /** The turned card beside the pile: the one waiting for a choice, or the one just resolved. */
  const shownDrawn = computed(() => table.view.drawn ?? flash.value);
  return { shownDrawn };
}
