/** What the launcher shows besides the games: saved matches to continue (one slot per game) and the statistics. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { AnyGame } from '../../framework/game';
import type { Match } from '../../framework/match';
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
  score: number[] | null;
  /** How far the match has come ("Round 2", "Month 5"), when the game says. */
  progress: { unit: 'round' | 'month'; n: number } | null;
}

export interface UnreadableSave {
  slot: string;
  message: string;
}

/** A match in progress as the launcher and the question before replacing it describe it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function describeMatch(match: Match<any, any, any, any>, meta: SaveMeta): SavedMatch {
  const slot = match.game.id;
  const human = meta.seats[0]?.kind === 'human' ? 0 : 1;
  const summary = summaryOf(slot, match.viewFor(human));
  return {
    slot,
    game: match.game,
    meta,
    moves: match.moves.length,
    score: summary?.score ? [...summary.score] : null,
    progress: summary?.round != null ? { unit: roundUnitOf(slot), n: summary.round } : null,
  };
}

/** The game in progress saved in `slot`: null for an empty slot or a finished game, the error for a save that cannot be read. */
export async function readSlot(slot: string): Promise<SavedMatch | UnreadableSave | null> {
  const json = await useBridge().saves.get(slot);
  if (json === null) return null;
  const loaded = loadSave(json, findGame);
  if (!loaded.ok) return { slot, message: loaded.error.message };
  if (loaded.match.outcome() !== null) return null;
  return describeMatch(loaded.match, loaded.meta);
}

export const useSavesStore = defineStore('saves', () => {
  const saved = ref<SavedMatch[]>([]);
  const unreadable = ref<UnreadableSave[]>([]);
  const statistics = ref<Statistics | null>(null);

  async function refresh(): Promise<void> {
    const found: SavedMatch[] = [];
    const bad: UnreadableSave[] = [];
    for (const { id: slot } of games) {
      const read = await readSlot(slot);
      if (read === null) continue;
      if ('message' in read) bad.push(read);
      else found.push(read);
    }
    saved.value = found.sort((a, b) => b.meta.savedAt.localeCompare(a.meta.savedAt));
    unreadable.value = bad;
    statistics.value = await useBridge().statistics.get();
  }

  async function discard(slot: string): Promise<void> {
    await useBridge().saves.clear(slot);
    await refresh();
  }

  return { saved, unreadable, statistics, refresh, discard };
});
