/**
 * The learning screen's contract with the games: each games/<id>/ui/learn/index.ts default-exports its
 * sections (rules, references, practice); the shell (src/renderer/learn) lists them, gives them these
 * props, and provides the navigation and the practice recorder under the keys below.
 */
import type { Component } from 'vue';
import type { Localized } from '../framework/game';

export interface LearnSection {
  readonly id: string;
  /** The tab's name. */
  readonly label: Localized;
  readonly component: Component;
}

/** @public Props every section receives: the learning screen's contract with a section component, documented here for plugins. */
export interface LearnSectionProps {
  readonly gameId: string;
  /** The preset of the match on the table when it is this game (null: custom rules or no match). */
  readonly presetId: string | null;
  /** The options of the match on the table when it is this game. */
  readonly options: object | null;
  /** What another section asked this one to show, e.g. a yaku id for the card gallery. */
  readonly focus?: string | null;
}

/** Lets a section open another one of the same game, e.g. the yaku reference opening the gallery on a yaku. */
export type LearnNavigate = (section: string, focus?: string | null) => void;
export const NAVIGATE_KEY = 'learn-navigate';

/** What a lesson's practice may do with the player's statistics (provided by the learning screen). */
export interface PracticeRecorder {
  /** Saves one finished session; resolves to the quiz's totals so far (null when they cannot be saved). */
  record(quiz: string, correct: number, questions: number): Promise<PracticeTotals | null>;
  totals(quiz: string): Promise<PracticeTotals | null>;
}

export interface PracticeTotals {
  readonly sessions: number;
  readonly correct: number;
  readonly questions: number;
}

export const PRACTICE_KEY = 'learn-practice';
