/**
 * A month's summary and the game's end on the board. A summary belongs to the moment a month ends
 * (`summaries`, see the board contract): it is read from the view (justEnded), never from what this board
 * instance happened to show before, because the same board is handed other positions (a replay's steps, a
 * review's decisions, an undo).
 */
import { computed, ref, watch, type Ref } from 'vue';
import type { Lang, PlayerId } from '../../../src/framework/game';
import { twoNames, type BoardSummaries } from '../../../src/plugin-api/board';
import { describeResult } from '../describe';
import type { MonthResult } from '../state';
import type { KoiKoiView } from '../view';
import { justEnded } from './moment';

interface Table {
  readonly view: KoiKoiView;
  /** The board's viewer: seat 0 or 1 (Koi-Koi seats two). */
  readonly viewer: number;
  readonly names: readonly string[];
  readonly twoPlayer: boolean;
  readonly summaries: BoardSummaries;
}

export function useMonthSummary(table: Table, lang: Ref<Lang>, onClosed: () => void) {
  const ended = computed(() => justEnded(table.view));
  /** At the table: how many results the player has closed; the months that ended with this view start unread. */
  const closed = ref(table.view.results.length - ended.value.length);
  watch(
    () => table.view.results.length,
    (n, before) => {
      // A position from before (an undo) forgets the months it takes back; a new month's end leaves the count alone.
      if (n < before) closed.value = Math.min(closed.value, n);
    },
  );
  const summary = computed<MonthResult | null>(() => {
    if (table.summaries === 'never') return null;
    if (table.summaries === 'moment') return table.view.endReason === null ? (ended.value[0] ?? null) : null;
    return ended.value.find((r) => table.view.results.indexOf(r) >= closed.value) ?? null;
  });
  /** In a replay, the other months the same move ended (a new deal that ended at once), in the log's words. */
  const alsoEnded = computed(() =>
    table.summaries === 'moment' && summary.value
      ? ended.value.slice(1).map((r) => describeResult(r, table.viewer as PlayerId, lang.value, table.twoPlayer ? twoNames(table.names) : undefined))
      : [],
  );
  function close(): void {
    const r = summary.value;
    if (r) closed.value = table.view.results.indexOf(r) + 1;
    onClosed();
  }
  const gameOver = computed(() => table.view.endReason !== null && table.summaries !== 'never' && summary.value === null);
  return { summary, alsoEnded, close, gameOver };
}
