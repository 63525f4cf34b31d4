/** Hanamikoji in the app: its UI manifest (the contract: src/plugin-api/manifest.ts), found by the shell. */
import { defineGameUi, withMessages } from '../../../src/plugin-api/manifest';
import { levels } from '../ai/levels';
import { CHARM, GEISHAS } from '../cards';
import type { HanamikojiView } from '../view';
import guide from './guide';
import messages from './i18n';
import learn from './learn/index';
import { hanamikojiSettings } from './settings';
import { hanamikojiStats } from './stats';
import statistics from './stats-i18n';

/** The charm of the geishas whose favour each player holds now: what the game is scored by. */
function charmHeld(view: HanamikojiView): [number, number] {
  const charm: [number, number] = [0, 0];
  for (const g of GEISHAS) {
    const holder = view.markers[g];
    if (holder === 0 || holder === 1) charm[holder] += CHARM[g];
  }
  return charm;
}

export default defineGameUi<HanamikojiView>({
  board: () => import('./Board.vue'),
  messages: withMessages(messages, { statistics }),
  learn,
  guide,
  stats: hanamikojiStats,
  settings: hanamikojiSettings,
  summary: (view) => ({ score: charmHeld(view), round: view.round }),
  levels,
  roundUnit: 'round',
});
