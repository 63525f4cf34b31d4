/** Koi-Koi in the app: its UI manifest (the contract: src/plugin-api/manifest.ts), found by the shell. */
import { defineGameUi, withMessages } from '../../../src/plugin-api/manifest';
import { levels } from '../ai/levels';
import type { KoiKoiView } from '../view';
import guide from './guide';
import messages from './i18n';
import learn from './learn/index';
import { koikoiSettings } from './settings';
import { koikoiStats } from './stats';
import statistics from './stats-i18n';

export default defineGameUi<KoiKoiView>({
  board: () => import('./Board.vue'),
  messages: withMessages(messages, { statistics }),
  learn,
  guide,
  stats: koikoiStats,
  settings: koikoiSettings,
  summary: (view) => ({ score: view.scores, round: view.month }),
  levels,
  roundUnit: 'month',
});
