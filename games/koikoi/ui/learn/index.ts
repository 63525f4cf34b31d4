/** The Koi-Koi lessons on the learning screen (found by the shell: src/renderer/learn/sections.ts; the contract: src/plugin-api/learn.ts). */
import type { LearnSection } from '../../../../src/plugin-api/learn';
import KoikoiRules from './KoikoiRules.vue';
import YakuReference from './YakuReference.vue';
import PresetTable from './PresetTable.vue';
import CardGallery from './CardGallery.vue';
import KoikoiQuiz from './KoikoiQuiz.vue';

const sections: readonly LearnSection[] = [
  { id: 'rules', label: { en: 'How to play', ja: '遊び方', de: 'Spielregeln' }, component: KoikoiRules },
  { id: 'yaku', label: { en: 'Yaku', ja: '役一覧', de: 'Yaku' }, component: YakuReference },
  { id: 'presets', label: { en: 'Presets compared', ja: 'プリセット比較', de: 'Regelsätze im Vergleich' }, component: PresetTable },
  { id: 'cards', label: { en: 'Cards', ja: '札一覧', de: 'Karten' }, component: CardGallery },
  { id: 'practice', label: { en: 'Practice', ja: '練習', de: 'Übung' }, component: KoikoiQuiz },
];

export default sections;
