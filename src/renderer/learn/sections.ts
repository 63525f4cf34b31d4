/**
 * The lessons each game offers on the learning screen, found like the boards: every
 * games/<id>/ui/learn/index.ts default-exports its sections (rules, references, practice).
 */
import type { Component } from 'vue';
import type { Localized } from '../../framework/game';
import { findGame } from '../../../games/index';
import MistakePractice from './MistakePractice.vue';

export interface LearnSection {
  readonly id: string;
  readonly label: Localized;
  readonly component: Component;
}

/** Props every section receives. */
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

const modules = import.meta.glob<{ default: readonly LearnSection[] }>('../../../games/*/ui/learn/index.ts', { eager: true });

const byGame: Readonly<Record<string, readonly LearnSection[]>> = Object.fromEntries(
  Object.entries(modules).flatMap(([path, mod]) => {
    const id = /games\/([^/]+)\/ui\/learn\/index\.ts$/.exec(path)?.[1];
    return id ? [[id, mod.default]] : [];
  }),
);

/** Practice from the player's own reviewed games, offered for every game whose decisions can be reviewed. */
const MISTAKES: LearnSection = { id: 'mistakes', label: { en: 'Practice: your mistakes', ja: '練習：自分の悪手' }, component: MistakePractice };

export function learnSections(gameId: string): readonly LearnSection[] {
  const own = byGame[gameId] ?? [];
  return findGame(gameId)?.review ? [...own, MISTAKES] : own;
}

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
