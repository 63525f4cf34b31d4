/** Hana-awase in the app: its UI manifest (the contract: src/plugin-api/manifest.ts), found by the shell. */
import { defineGameUi, withMessages } from '../../../src/plugin-api/manifest';
import { levels } from '../ai/levels';
import type { HanaAwaseView } from '../view';
import guide from './guide';
import messages from './i18n';
import learn from './learn/index';
import { hanaAwaseSettings } from './settings';
import { hanaAwaseStats } from './stats';
import statistics from './stats-i18n';

export default defineGameUi<HanaAwaseView>({
  board: () => import('./Board.vue'),
  messages: withMessages(messages, { statistics }),
  learn,
  guide,
  stats: hanaAwaseStats,
  settings: hanaAwaseSettings,
  summary: (view) => ({ score: view.totals, round: view.round }),
  levels,
  roundUnit: 'round',
});
