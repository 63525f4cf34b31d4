/** Names of yaku, multipliers and month endings in English and Japanese (shared by the log, CLI and board). */
import type { Localized } from '../../src/framework/game';
import type { YakuId } from './scoring';
import type { MonthEndReason, Multiplier } from './state';

export const YAKU_NAMES: Readonly<Record<YakuId, Localized>> = {
  goko: { en: 'Goko (five lights)', ja: '五光' },
  shiko: { en: 'Shiko (four lights)', ja: '四光' },
  'ame-shiko': { en: 'Ame-shiko (rainy four lights)', ja: '雨四光' },
  sanko: { en: 'Sanko (three lights)', ja: '三光' },
  'hanami-zake': { en: 'Hanami-zake (flower viewing)', ja: '花見酒' },
  'tsukimi-zake': { en: 'Tsukimi-zake (moon viewing)', ja: '月見酒' },
  inoshikacho: { en: 'Inoshikacho (boar, deer, butterflies)', ja: '猪鹿蝶' },
  akatan: { en: 'Akatan (red poetry ribbons)', ja: '赤短' },
  aotan: { en: 'Aotan (blue ribbons)', ja: '青短' },
  'akatan-aotan': { en: 'Akatan-aotan (red and blue)', ja: '赤短・青短の重複' },
  tane: { en: 'Tane (animals)', ja: 'タネ' },
  tan: { en: 'Tan (ribbons)', ja: 'タン' },
  kasu: { en: 'Kasu (plains)', ja: 'カス' },
  tsukifuda: { en: "Tsukifuda (the month's four)", ja: '月札' },
  teshi: { en: 'Teshi (four of a month in hand)', ja: '手四' },
  kuttsuki: { en: 'Kuttsuki (four pairs in hand)', ja: 'くっつき' },
};

export const MULTIPLIER_NAMES: Readonly<Record<Multiplier['id'], Localized>> = {
  'seven-plus': { en: '7 points or more', ja: '7点以上' },
  koikoi: { en: "after the opponent's koi-koi", ja: '相手のこいこい後' },
};

export const END_REASON_NAMES: Readonly<Record<MonthEndReason, Localized>> = {
  stop: { en: 'stopped', ja: '上がり' },
  'last-card': { en: 'stopped with the last card', ja: '最後の札で上がり' },
  'koikoi-limit': { en: 'a new yaku after koi-koi ends the month', ja: 'こいこい後の役で上がり' },
  exhausted: { en: 'the hands ran out', ja: '流れ（手札切れ）' },
  'hand-deal': { en: 'won at the deal', ja: '手役で勝ち' },
  'field-void': { en: 'four of a month on the field: the month is void', ja: '場に同月4枚：流れ' },
};
