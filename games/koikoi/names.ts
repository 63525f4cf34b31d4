/** Names of yaku, multipliers and month endings in English and Japanese (shared by the log, CLI and board). */
import type { Localized } from '../../src/framework/game';
import type { MonthEndReason, Multiplier } from './state';
import { YAKU, type YakuId } from './yaku';

export const YAKU_NAMES = Object.fromEntries(YAKU.map((y) => [y.id, y.name])) as Readonly<Record<YakuId, Localized>>;

export const MULTIPLIER_NAMES: Readonly<Record<Multiplier['id'], Localized>> = {
  'seven-plus': { en: '7 points or more', ja: '7点以上', de: '7 Punkte oder mehr' },
  koikoi: { en: "after the opponent's koi-koi", ja: '相手のこいこい後', de: 'nach dem Koi-Koi des Gegners' },
};

export const END_REASON_NAMES: Readonly<Record<MonthEndReason, Localized>> = {
  stop: { en: 'stopped', ja: '上がり', de: 'aufgehört' },
  'last-card': { en: 'stopped with the last card', ja: '最後の札で上がり', de: 'mit der letzten Karte aufgehört' },
  'koikoi-limit': { en: 'a new yaku after koi-koi ends the month', ja: 'こいこい後の役で上がり', de: 'ein neues Yaku nach Koi-Koi beendet den Monat' },
  exhausted: { en: 'the hands ran out', ja: '流れ（手札切れ）', de: 'die Hände sind leer' },
  'hand-deal': { en: 'won at the deal', ja: '手役で勝ち', de: 'beim Geben gewonnen' },
  'field-void': { en: 'four of a month on the field: the month is void', ja: '場に同月4枚：流れ', de: 'vier eines Monats auf dem Feld: Der Monat ist ungültig' },
};
