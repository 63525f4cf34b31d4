/**
 * The lessons each game offers on the learning screen, found like the boards: every
 * games/<id>/ui/learn/index.ts default-exports its sections (the contract: src/plugin-api/learn.ts).
 */
import type { LearnSection } from '../../plugin-api/learn';
import { findGame } from '../../../games/index';
import MistakePractice from './MistakePractice.vue';

export * from '../../plugin-api/learn';

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

