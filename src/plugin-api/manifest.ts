/**
 * A game's UI manifest: everything the app shows of a game besides its rules (games/<id>/ui/index.ts,
 * default export). The app finds every manifest with one glob and knows no game by name: the board, the
 * lessons, the guided first game, the messages, the statistics, the game's own settings, the Continue
 * card's summary and the computer players all come from here.
 */
import type { Component } from 'vue';
import type { Lang } from '../framework/game';
import type { GameGuide } from './guide';
import type { LearnSection } from './learn';
import type { LevelsTable } from './levels';
import type { GameSettings } from './settings';
import type { StatsProfile } from './stats';

/** Messages per language, mounted by the app under `games.<id>.` (a language left out falls back to English). */
export type GameMessages = Partial<Record<Lang, Record<string, unknown>>>;

/** Where a match in progress stands, read from a player's view, for the Continue card. */
export interface GameSummary {
  /** The running score by seat ([player 0, player 1, …]), when the game keeps one during play. */
  readonly score: readonly number[] | null;
  /** The round (or month) being played, from 1. */
  readonly round: number | null;
}

export interface GameUi<V = unknown> {
  /** The board (its props: src/plugin-api/board.ts), loaded when the game is first played. */
  board(): Promise<{ default: Component }>;
  readonly messages?: GameMessages;
  /** The lessons of the learning screen. */
  readonly learn?: readonly LearnSection[];
  readonly guide?: GameGuide<V>;
  readonly stats?: StatsProfile;
  readonly settings?: GameSettings<object>;
  summary?(view: V): GameSummary;
  /** The computer players, weakest first (without it, the game's bot ids are listed as they are). */
  readonly levels?: LevelsTable;
  /** What the game calls a round, for "Month 3" or "Round 3" (the review's graph, the Continue card). */
  readonly roundUnit?: 'round' | 'month';
}

/** Typed help for a manifest: `export default defineGameUi<MyView>({ … })`. */
export function defineGameUi<V>(ui: GameUi<V>): GameUi<V> {
  return ui;
}

/** A game's messages with more mounted under keys of their own, e.g. `withMessages(messages, { statistics })`. */
export function withMessages(base: GameMessages, sections: Readonly<Record<string, GameMessages>>): GameMessages {
  const langs = new Set([base, ...Object.values(sections)].flatMap((m) => Object.keys(m) as Lang[]));
  return Object.fromEntries(
    [...langs].map((lang) => [lang, { ...base[lang], ...Object.fromEntries(Object.entries(sections).flatMap(([key, m]) => (m[lang] ? [[key, m[lang]]] : []))) }]),
  );
}
