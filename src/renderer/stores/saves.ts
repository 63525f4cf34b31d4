/** What the launcher shows besides the games: saved matches to continue (one slot per game) and the statistics. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { AnyGame } from '../../framework/game';
import { loadSave, type SaveMeta } from '../../framework/save';
import { findGame, games } from '../../../games/index';
import { useBridge } from '../bridge/current';
import type { Statistics } from '../../shared/records';
import { roundUnitOf, summaryOf } from '../plugins/index';

export interface SavedMatch {
  slot: string;
  game: AnyGame;
  meta: SaveMeta;
  moves: number;
  /** Running score from the human's view, when the game keeps one during play (its manifest's summary). */
  score: [number, number] | null;
  /** How far the match has come ("Round 2", "Month 5"), when the game says. */
  progress: { unit: 'round' | 'month'; n: number } | null;
}

export interface UnreadableSave {
  slot: string;
  message: string;
}

export const useSavesStore = defineStore('saves', () => {
  const saved = ref<SavedMatch[]>([]);
  const unreadable = ref<UnreadableSave[]>([]);
  const statistics = ref<Statistics | null>(null);

  async function refresh(): Promise<void> {
    const bridge = useBridge();
    const found: SavedMatch[] = [];
    const bad: UnreadableSave[] = [];
    for (const { id: slot } of games) {
      const json = await bridge.saves.get(slot);
      if (json === null) continue;
      const loaded = loadSave(json, findGame);
      if (!loaded.ok) {
        bad.push({ slot, message: loaded.error.message });
        continue;
      }
      if (loaded.match.outcome() !== null) continue;
      const human = loaded.meta.seats[0].kind === 'human' ? 0 : 1;
      const summary = summaryOf(slot, loaded.match.viewFor(human));
      found.push({
        slot,
        game: loaded.match.game,
        meta: loaded.meta,
        moves: loaded.match.moves.length,
        score: summary?.score ? [summary.score[0], summary.score[1]] : null,
        progress: summary?.round != null ? { unit: roundUnitOf(slot), n: summary.round } : null,
      });
    }
    saved.value = found.sort((a, b) => b.meta.savedAt.localeCompare(a.meta.savedAt));
    unreadable.value = bad;
    statistics.value = await bridge.statistics.get();
  }

  async function discard(slot: string): Promise<void> {
    await useBridge().saves.clear(slot);
    await refresh();
  }

  return { saved, unreadable, statistics, refresh, discard };
});
