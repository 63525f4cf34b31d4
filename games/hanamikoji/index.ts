/** Hanamikoji: the Game object the app, CLI and bots use. */
import type { Game } from '../../src/framework/game';
import { botsFor } from './ai/levels';
import { art } from './art';
import { describeEvent } from './describe';
import { moveKey, moveSchema, type HanamikojiMove } from './moves';
import { optionSpecs, optionsSchema, presets, type HanamikojiOptions } from './options';
import { apply, legalMoves, outcome, setup, toAct, validate } from './rules';
import type { HanamikojiState } from './state';
import { determinize, infoKey, INFO_KEY_LEAVES_OUT, sampleState, viewFor, viewToAct, type HanamikojiView } from './view';
import { review } from './review';
import { hanamikojiTurns } from './turns';
import { hanamikojiZones } from './zones';
import { outcomeError } from './outcome-check';

export type { HanamikojiView } from './view';

export type HanamikojiGame = Game<HanamikojiState, HanamikojiMove, HanamikojiView, HanamikojiOptions>;

const hanamikoji: HanamikojiGame = {
  id: 'hanamikoji',
  title: { en: 'Hanamikoji', ja: '花見小路', de: 'Hanamikoji' },
  description: {
    en: 'Two players court seven geishas with gifts, secrets and bold offers. Win 4 geishas or 11 charm.',
    ja: '7人の芸者の好意を、秘密・破棄・贈呈・競争の4つのアクションで競い合う2人用ゲーム。芸者4人か魅力11点で勝利。',
    de: 'Zwei Spieler werben mit Geschenken, Geheimnissen und kühnen Angeboten um sieben Geishas. Gewinne 4 Geishas oder 11 Gunst-Punkte.',
  },
  art,
  optionsSchema,
  optionSpecs,
  presets,
  zones: hanamikojiZones,
  turns: hanamikojiTurns,
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
  review,
  bots: botsFor(() => hanamikoji),
};

export default hanamikoji;
