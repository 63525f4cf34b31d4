/** Hanafuda Koi-Koi: the Game plugin. */
import type { Game } from '../../src/framework/game';
import { art } from './art';
import { describeEvent } from './describe';
import { optionSpecs, optionsSchema, presets, type KoiKoiOptions } from './options';
import { apply, legalMoves, setup, toAct, validate } from './rules';
import { moveSchema, type KoiKoiMove, type KoiKoiState } from './state';
import { determinize, infoKey, INFO_KEY_LEAVES_OUT, sampleState, moveKey, viewFor, viewToAct, type KoiKoiView } from './view';
import { outcome, outcomeError } from './outcome';
import { botsFor } from './ai/levels';
import { review } from './review';
import { koikoiTurns } from './turns';
import { koikoiZones } from './zones';

export type { KoiKoiMove, KoiKoiState, KoiKoiView, KoiKoiOptions };

export type KoiKoiGame = Game<KoiKoiState, KoiKoiMove, KoiKoiView, KoiKoiOptions>;

const koikoi: KoiKoiGame = {
  id: 'koikoi',
  title: { en: 'Hanafuda Koi-Koi', ja: '花札 こいこい', de: 'Hanafuda Koi-Koi' },
  description: {
    en: 'Match the flowers of the twelve months, form yaku, and dare to call koi-koi.',
    ja: '十二ヶ月の花札を合わせて役を作り、こいこいで勝負。',
    de: 'Lege die Blumen der zwölf Monate zusammen, bilde Yaku und wage das Koi-Koi.',
  },
  art,
  optionsSchema: optionsSchema as unknown as KoiKoiGame['optionsSchema'],
  optionSpecs,
  presets,
  zones: koikoiZones,
  turns: koikoiTurns,
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
  bots: botsFor(() => koikoi),
};

export default koikoi;
