/**
 * The lessons each game offers on the learning screen: the `learn` sections of its UI manifest (the
 * contract: src/plugin-api/learn.ts), and practice from the player's own mistakes where reviews exist.
 */
import type { LearnSection } from '../../plugin-api/learn';
import { findGame } from '../../../games/index';
import { uiFor } from '../plugins/index';
import MistakePractice from './MistakePractice.vue';

export * from '../../plugin-api/learn';

/** Practice from the player's own reviewed games, offered for every game whose decisions can be reviewed. */
const MISTAKES: LearnSection = { id: 'mistakes', label: { en: 'Practice: your mistakes', ja: '練習：自分の悪手', de: 'Übung: deine Fehler' }, component: MistakePractice };

export function learnSections(gameId: string): readonly LearnSection[] {
  const own = uiFor(gameId)?.learn ?? [];
  return findGame(gameId)?.review ? [...own, MISTAKES] : own;
}

