/**
 * The settings of the game on the table (its manifest's `settings`, read and filled in by the app), for a
 * board and any of its parts: `useGameSettings<MySettings>()` inside a component's setup. The app provides
 * them wherever it draws a board (table, replay, review, practice).
 */
import { inject, type InjectionKey, type Ref } from 'vue';

export const GAME_SETTINGS_KEY: InjectionKey<Readonly<Ref<object>>> = Symbol('game-settings');

/** The game's settings as a ref, or null outside the app (a component mounted alone takes its defaults). */
export function useGameSettings<S extends object>(): Readonly<Ref<S>> | null {
  return inject(GAME_SETTINGS_KEY, null) as Readonly<Ref<S>> | null;
}
