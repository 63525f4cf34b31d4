/** Which screen is showing (the app is small: no router), plus app-wide notices. */
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { StorageNotice } from '../../shared/bridge';
import type { FinishedMatch } from '../../shared/records';

export type Screen = 'launcher' | 'settings' | 'about' | 'play' | 'learn' | 'statistics' | 'history' | 'replay' | 'review';

export const useUiStore = defineStore('ui', () => {
  const screen = ref<Screen>('launcher');
  /** The game whose new-game panel is open on the launcher. */
  const newGameFor = ref<string | null>(null);
  const storageNotices = ref<StorageNotice[]>([]);
  /** The learning screen: which game and section, and the screen to return to (the table keeps its match). */
  const learnGame = ref<string | null>(null);
  const learnSection = ref<string | null>(null);
  const learnReturn = ref<Screen>('launcher');

  function show(next: Screen): void {
    if (next === 'learn' && screen.value !== 'learn') learnReturn.value = screen.value;
    screen.value = next;
    if (next !== 'launcher') newGameFor.value = null;
  }

  function openLearn(gameId: string | null = null, section: string | null = null): void {
    learnGame.value = gameId;
    learnSection.value = section;
    show('learn');
  }

  /** Back where the learning screen was opened from (the table only while a match is on it). */
  function closeLearn(matchOnTable: boolean): void {
    const back = learnReturn.value;
    show(back === 'play' && !matchOnTable ? 'launcher' : back === 'learn' ? 'launcher' : back);
  }

  /** The finished match the replay screen shows. */
  const replaying = shallowRef<FinishedMatch | null>(null);
  /**
   * Where the review or replay screen is in its match: the review's decision, the replay's move (null: where the
   * screen opens). The screen keeps it up to date; a reload reopens the same match at the same place.
   */
  const place = ref<number | null>(null);

  function openReplay(match: FinishedMatch, at: number | null = null): void {
    replaying.value = match;
    place.value = at;
    show('replay');
  }

  /** Where the review screen was opened from: the history, or the table at the end of a game. */
  const reviewReturn = ref<Screen>('history');

  /** Opens the review screen; the review store starts (or reads back) the analysis of `match`. */
  function openReview(match: FinishedMatch, at: number | null = null): void {
    if (screen.value !== 'review') reviewReturn.value = screen.value === 'play' ? 'play' : 'history';
    replaying.value = match;
    place.value = at;
    show('review');
  }

  function closeReview(): void {
    show(reviewReturn.value);
  }

  function openNewGame(gameId: string): void {
    screen.value = 'launcher';
    newGameFor.value = gameId;
  }

  return {
    screen,
    newGameFor,
    storageNotices,
    show,
    openNewGame,
    learnGame,
    learnSection,
    learnReturn,
    openLearn,
    closeLearn,
    replaying,
    place,
    openReplay,
    openReview,
    closeReview,
  };
});
