/**
 * A round summary's life on the board. At the table (`summaries: 'play'`) it opens for each newly scored
 * round until the viewer acts in the next (once per viewer, see seen.ts; a game resumed after that opens none), steps the victory markers one geisha at a time, and closes when the
 * player has read it; at the game's end the last round's summary opens under the end screen's heading.
 * A board that is only looked at never opens one from memory: a replay step (`'moment'`) shows the summary
 * only on the position where its round has just ended (or the game's end), read from the view alone; a
 * review decision or a practice question (`'never'`) shows none. Still boards neither read nor mark seen.ts.
 */
import { computed, onBeforeUnmount, ref, watch } from 'vue';
import type { PlayerId } from '../../../src/framework/game';
import type { BoardSummaries } from '../../../src/plugin-api/board';
import { ACTIONS, GEISHAS } from '../cards';
import type { Markers } from '../judge';
import type { RoundResult } from '../state';
import type { HanamikojiView } from '../view';
import { markShown, summaryKey, wasShown } from './seen';

interface Table {
  readonly view: HanamikojiView;
  /** The board's viewer: seat 0 or 1 (Hanamikoji seats two). */
  readonly viewer: number;
  readonly animationMs: number;
  readonly summaries: BoardSummaries;
}

/**
 * The view is the moment a round has just ended: the game's end, or the next round dealt with nobody
 * having acted in it yet (no action marker used, no offer) right after the previous round was scored.
 */
export function justEnded(view: HanamikojiView): boolean {
  const last = view.lastRound;
  if (!last) return false;
  if (view.outcome !== null) return true;
  const acted = view.pending !== null || ACTIONS.some((a) => view.used[0][a] || view.used[1][a]);
  return last.round === view.round - 1 && !acted;
}

/**
 * The viewer has acted since the last round was scored (used an action marker, or made the offer on the
 * table): at the table, a summary they never closed belongs to a moment already behind them — a game resumed
 * later in the round. Someone who has not acted yet (the next player at a shared screen) still reads it.
 */
function movedOn(view: HanamikojiView, viewer: PlayerId): boolean {
  if (view.outcome !== null) return false;
  return ACTIONS.some((a) => view.used[viewer][a]) || view.pending?.by === viewer;
}

/** The summary a still board shows for its view: its round's, on the moment it ended, and only in a replay. */
function stillSummary(view: HanamikojiView, summaries: BoardSummaries): RoundResult | null {
  return summaries === 'moment' && justEnded(view) ? view.lastRound : null;
}

export function useRoundSummary(table: Table, onClosed: () => void) {
  const playing = computed(() => table.summaries === 'play');
  /** The summary open at the table (play only). */
  const open = ref<RoundResult | null>(null);
  const shownMarkers = ref<Markers | null>(null);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stopStepping = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  function show(r: RoundResult): void {
    open.value = r;
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
    if (!playing.value) return; // a still picture has nothing to close
    const was = open.value;
    if (was) markShown(summaryKey(table.viewer as PlayerId, was));
    stopStepping();
    open.value = null;
    shownMarkers.value = null;
    if (was) onClosed();
  }

  watch(
    [() => table.view.lastRound, playing],
    ([r, play]) => {
      if (!play) {
        stopStepping();
        open.value = null;
        shownMarkers.value = null;
      } else if (!r) close(); // a new game on the same board
      // Not once the viewer has acted in the next round: a game resumed there (a reload, a saved game
      // continued) has moved past it, and the summary would cover a board it no longer describes.
      else if (!wasShown(summaryKey(table.viewer as PlayerId, r)) && !movedOn(table.view, table.viewer as PlayerId)) show(r);
    },
    { immediate: true },
  );
  const ended = computed(() => table.view.outcome !== null);
  watch(ended, (now) => {
    if (playing.value && now && !open.value && table.view.lastRound) show(table.view.lastRound);
  });
  onBeforeUnmount(stopStepping);

  const summary = computed<RoundResult | null>(() => (playing.value ? open.value : stillSummary(table.view, table.summaries)));
  /** Where the table shows the markers: stepping during a summary at the table, else where they stand. */
  const markers = computed<Markers>(() => (playing.value ? shownMarkers.value : null) ?? table.view.markers);
  return { summary, markers, ended, close };
}
