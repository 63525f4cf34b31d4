/** Gives a board and its parts the settings of its game (read with useGameSettings, src/plugin-api/ui/game-settings.ts). */
import { computed, provide } from 'vue';
import { GAME_SETTINGS_KEY } from '../../plugin-api/ui/game-settings';
import { useSettingsStore } from '../stores/settings';

/** Call in the setup of a screen that draws a board; `gameId` names the game on it. */
export function provideGameSettings(gameId: () => string | null | undefined): void {
  const store = useSettingsStore();
  provide(
    GAME_SETTINGS_KEY,
    computed(() => {
      const id = gameId();
      return id ? store.gameSettings(id) : {};
    }),
  );
}
