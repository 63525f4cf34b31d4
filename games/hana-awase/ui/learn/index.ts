/**
 * The Hana-awase lessons on the learning screen (found by the shell through the UI manifest's `learn`;
 * the contract: src/plugin-api/learn.ts): the rules, the yaku reference and practice.
 */
import type { LearnSection } from '../../../../src/plugin-api/learn';
import HanaAwaseRules from './HanaAwaseRules.vue';
import HanaAwaseYaku from './HanaAwaseYaku.vue';
import HanaAwaseQuiz from './HanaAwaseQuiz.vue';

const sections: readonly LearnSection[] = [
  { id: 'rules', label: { en: 'How to play', ja: '遊び方', de: 'Spielregeln' }, component: HanaAwaseRules },
  { id: 'yaku', label: { en: 'Yaku', ja: '出来役', de: 'Yaku' }, component: HanaAwaseYaku },
  { id: 'practice', label: { en: 'Practice', ja: '練習', de: 'Übung' }, component: HanaAwaseQuiz },
];

export default sections;
