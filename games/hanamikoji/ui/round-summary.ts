/**
 * A round summary's life on the board: it opens for each newly scored round (once per viewer, see seen.ts),
 * steps the victory markers one geisha at a time, and closes when the player has read it; at the game's end
 * the last round's summary opens under the end screen's heading.
 */
import { computed, onBeforeUnmount, ref, watch } from 'vue';
import type { PlayerId } from '../../../src/framework/game';
import { GEISHAS } from '../cards';
import type { Markers } from '../judge';
import type { RoundResult } from '../state';
import type { HanamikojiView } from '../view';
import { markShown, summaryKey, wasShown } from './seen';

interface Table {
  readonly view: HanamikojiView;
  readonly viewer: PlayerId;
  readonly animationMs: number;
}

export function useRoundSummary(table: Table, onClosed: () => void) {
  const summary = ref<RoundResult | null>(null);
  const shownMarkers = ref<Markers | null>(null);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stopStepping = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  function open(r: RoundResult): void {
    summary.value = r;
    stopStepping();
    const changes = GEISHAS.filter((g) => r.markersBefore[g] !== r.markersAfter[g]);
    if (table.animationMs <= 0 || changes.length === 0) {
      shownMarkers.value = r.markersAfter;
      return;
    }
    shownMarkers.value = r.markersBefore;
    let i = 0;
    const step = (): void => {
      const g = changes[i++];
      if (!g || !shownMarkers.value) return;
      shownMarkers.value = { ...shownMarkers.value, [g]: r.markersAfter[g] };
      if (i < changes.length) timer = setTimeout(step, table.animationMs * 2.2);
    };
    timer = setTimeout(step, table.animationMs * 2.5);
  }

  function close(): void {
    const was = summary.value;
    if (was) markShown(summaryKey(table.viewer, was));
    stopStepping();
    summary.value = null;
    shownMarkers.value = null;
    if (was) onClosed();
  }

  watch(
    () => table.view.lastRound,
    (r) => {
      if (!r) close(); // a new game on the same board
      else if (!wasShown(summaryKey(table.viewer, r))) open(r);
    },
    { immediate: true },
  );
  const ended = computed(() => table.view.outcome !== null);
  watch(ended, (now) => {
    if (now && !summary.value && table.view.lastRound) open(table.view.lastRound);
  });
  onBeforeUnmount(stopStepping);

  /** Where the table shows the markers: stepping during a summary, else where they stand. */
  const markers = computed<Markers>(() => shownMarkers.value ?? table.view.markers);
  return { summary, markers, ended, close };
}
