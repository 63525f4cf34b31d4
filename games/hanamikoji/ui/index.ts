/** Hanamikoji in the app: its UI manifest (the contract: src/plugin-api/manifest.ts), found by the shell. */
import { defineGameUi, withMessages } from '../../../src/plugin-api/manifest';
import { levels } from '../ai/levels';
import { tally } from '../judge';
import type { HanamikojiView } from '../view';
import guide from './guide';
import messages from './i18n';
import learn from './learn/index';
import { hanamikojiSettings } from './settings';
import { hanamikojiStats } from './stats';
import statistics from './stats-i18n';

export default defineGameUi<HanamikojiView>({
  board: () => import('./Board.vue'),
  messages: withMessages(messages, { statistics }),
  learn,
  guide,
  stats: hanamikojiStats,
  settings: hanamikojiSettings,
  // The running score is the charm of the geishas whose favour each player holds now.
  summary: (view) => ({ score: tally(view.markers).charm, round: view.round }),
  levels,
  roundUnit: 'round',
});
