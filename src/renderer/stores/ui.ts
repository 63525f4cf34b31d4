/** Which screen is showing (the app is small: no router), plus app-wide notices. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { StorageNotice } from '../../shared/bridge';

export type Screen = 'launcher' | 'settings' | 'about' | 'play';

export const useUiStore = defineStore('ui', () => {
  const screen = ref<Screen>('launcher');
  /** The game whose new-game panel is open on the launcher. */
  const newGameFor = ref<string | null>(null);
  const storageNotices = ref<StorageNotice[]>([]);

  function show(next: Screen): void {
    screen.value = next;
    if (next !== 'launcher') newGameFor.value = null;
  }

  function openNewGame(gameId: string): void {
    screen.value = 'launcher';
    newGameFor.value = gameId;
  }

  return { screen, newGameFor, storageNotices, show, openNewGame };
});
