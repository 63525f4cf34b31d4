/** Card and yaku words for the board's accessible names and captions, in the board's language. */
import type { Lang } from '../../../src/framework/game';
import { cardInfo, KIND_NAMES, MONTHS, type CardKind } from '../../shared/hanafuda/cards';
import { YAKU_NAMES } from '../names';
import type { YakuId } from '../scoring';

/** "Cherry curtain (Cherry, light)" / "桜に幕（桜・光）" / "Kirschblüten-Vorhang (Kirsche, Licht)". */
export function cardLabel(id: string, lang: Lang): string {
  const c = cardInfo(id);
  const plant = MONTHS[c.month - 1]!.plant[lang];
  const kind = KIND_NAMES[lang][c.kind];
  return lang === 'ja' ? `${c.name.ja}（${plant}・${kind}）` : `${c.name[lang]} (${plant}, ${kind})`;
}

export const cardNames = (ids: readonly string[], lang: Lang): string =>
  ids.map((id) => cardInfo(id).name[lang]).join(lang === 'ja' ? '・' : ', ');

export const yakuName = (id: YakuId, lang: Lang): string => YAKU_NAMES[id][lang];

export const monthInfo = (calendarMonth: number) => MONTHS[calendarMonth - 1]!;

export const KIND_ORDER: readonly CardKind[] = ['bright', 'animal', 'ribbon', 'plain'];
