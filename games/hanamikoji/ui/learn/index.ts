/** The Hanamikoji lessons on the learning screen (found by the shell: src/renderer/learn/sections.ts; the contract: src/plugin-api/learn.ts). */
import type { LearnSection } from '../../../../src/plugin-api/learn';
import HanamikojiRules from './HanamikojiRules.vue';
import HanamikojiQuiz from './HanamikojiQuiz.vue';
import PlayAtTable from './PlayAtTable.vue';

const sections: readonly LearnSection[] = [
  { id: 'rules', label: { en: 'How to play', ja: '遊び方', de: 'Spielregeln' }, component: HanamikojiRules },
  { id: 'practice', label: { en: 'Practice: scoring', ja: '練習：得点計算', de: 'Übung: Wertung' }, component: HanamikojiQuiz },
  { id: 'table', label: { en: 'Play at the table', ja: '卓上で遊ぶ', de: 'Am Tisch spielen' }, component: PlayAtTable },
];

export default sections;
