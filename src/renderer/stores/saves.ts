/** What the launcher shows besides the games: saved matches to continue (one slot per game) and the statistics. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { AnyGame } from '../../framework/game';
import { loadSave, type SaveMeta } from '../../framework/save';
import { findGame, games } from '../../../games/index';
import { useBridge } from '../bridge/current';
import type { Statistics } from '../../shared/records';
import { statsProfile } from '../stats/index';

export interface SavedMatch {
  slot: string;
  game: AnyGame;
  meta: SaveMeta;
  moves: number;
  /** Running score from the human's view, when the game's view carries one. */
  score: [number, number] | null;
  /** How far the match has come ("Round 2", "Month 5"), when the view says. */
  progress: { unit: 'round' | 'month'; n: number } | null;
}

export interface UnreadableSave {
  slot: string;
  message: string;
}

const pair = (v: unknown): [number, number] | null =>
  Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number') ? [v[0] as number, v[1] as number] : null;

/** Games name their running score differently; take the first two-number field we know. */
export function scoreOf(view: unknown): [number, number] | null {
  if (!view || typeof view !== 'object') return null;
  const v = view as Record<string, unknown>;
  for (const key of ['scores', 'score', 'totals', 'points']) {
    const p = pair(v[key]);
    if (p) return p;
  }
  return null;
}

export function progressOf(view: unknown): SavedMatch['progress'] {
  if (!view || typeof view !== 'object') return null;
  const v = view as Record<string, unknown>;
  if (typeof v.month === 'number') return { unit: 'month', n: v.month };
  if (typeof v.round === 'number') return { unit: 'round', n: v.round };
  return null;
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
      found.push({
        slot,
        game: loaded.match.game,
        meta: loaded.meta,
        moves: loaded.match.moves.length,
        score: scoreOf(loaded.match.viewFor(human)) ?? statsProfile(slot)?.runningScore?.(loaded.match.viewFor(human)) ?? null,
        progress: progressOf(loaded.match.viewFor(human)),
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
