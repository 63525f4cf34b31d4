/** Hana-awase, the classic hanafuda fishing game for two to four: the Game plugin. */
import type { Game } from '../../src/framework/game';
import { art } from './art';
import { describeEvent } from './describe';
import { optionSpecs, optionsSchema, presets, type HanaAwaseOptions } from './options';
import { outcome, outcomeError } from './outcome';
import { apply, legalMoves, setup, toAct, validate } from './rules';
import { moveSchema, type HanaAwaseMove, type HanaAwaseState, type RoundResult } from './state';
import { hanaAwaseTurns } from './turns';
import { determinize, infoKey, INFO_KEY_LEAVES_OUT, moveKey, sampleState, viewFor, viewToAct, type HanaAwaseView } from './view';
import { hanaAwaseZones } from './zones';
import { botsFor } from './ai/levels';


type HanaAwaseGame = Game<HanaAwaseState, HanaAwaseMove, HanaAwaseView, HanaAwaseOptions>;

/** The result of the round that ended with the move from `before` to `after`: public (every capture lies face up). */
function roundResult(before: HanaAwaseState, after: HanaAwaseState): RoundResult | null {
  return after.results.length > before.results.length ? (after.results[after.results.length - 1] ?? null) : null;
}

const hanaAwase: HanaAwaseGame = {
  id: 'hana-awase',
  title: { en: 'Hana-awase', ja: '花合わせ', de: 'Hana-Awase' },
  description: {
    en: 'The classic hanafuda game for two to four: match the flowers of the months, capture the valuable cards and form yaku.',
    ja: '2〜4人で遊ぶ昔ながらの花札。月の花を合わせて点の高い札を取り、役を作る。',
    de: 'Das klassische Hanafuda-Spiel für zwei bis vier: Blumen der Monate zusammenlegen, wertvolle Karten nehmen und Yaku bilden.',
  },
  art,
  optionsSchema: optionsSchema as unknown as HanaAwaseGame['optionsSchema'],
  optionSpecs,
  presets,
  seatRange: [2, 4],
  zones: hanaAwaseZones,
  turns: hanaAwaseTurns,
  setup,
  toAct,
  legalMoves,
  validate,
  apply,
  outcome,
  outcomeError,
  viewFor,
  viewToAct,
  determinize,
  sampleState,
  moveKey,
  infoKey,
  infoKeyLeavesOut: INFO_KEY_LEAVES_OUT,
  describeEvent,
  moveSchema,
  roundResult,
  bots: botsFor(() => hanaAwase),
};

export default hanaAwase;
