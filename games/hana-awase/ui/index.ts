/** Hana-awase in the app: its UI manifest (the contract: src/plugin-api/manifest.ts), found by the shell. */
import { defineGameUi } from '../../../src/plugin-api/manifest';
import type { HanaAwaseView } from '../view';
import messages from './i18n';
import learn from './learn/index';
import { hanaAwaseSettings } from './settings';

export default defineGameUi<HanaAwaseView>({
  board: () => import('./Board.vue'),
  messages,
  learn,
  settings: hanaAwaseSettings,
  summary: (view) => ({ score: view.totals, round: view.round }),
  roundUnit: 'round',
});
