/** Card and yaku words for the board's accessible names and captions, in the board's language. */
import type { Lang } from '../../../src/framework/game';
import { cardInfo, MONTHS, type CardKind } from '../cards';
import { YAKU_NAMES } from '../names';
import type { YakuId } from '../scoring';

const KIND: Record<CardKind, Record<Lang, string>> = {
  bright: { en: 'light', ja: '光' },
  animal: { en: 'animal', ja: 'タネ' },
  ribbon: { en: 'ribbon', ja: '短冊' },
  plain: { en: 'plain', ja: 'カス' },
};

/** "Cherry curtain (Cherry, light)" / "桜に幕（桜・光）". */
export function cardLabel(id: string, lang: Lang): string {
  const c = cardInfo(id);
  const plant = MONTHS[c.month - 1]!.plant[lang];
  return lang === 'ja' ? `${c.name.ja}（${plant}・${KIND[c.kind].ja}）` : `${c.name.en} (${plant}, ${KIND[c.kind].en})`;
}

export const cardNames = (ids: readonly string[], lang: Lang): string =>
  ids.map((id) => cardInfo(id).name[lang]).join(lang === 'ja' ? '・' : ', ');

export const yakuName = (id: YakuId, lang: Lang): string => YAKU_NAMES[id][lang];

export const monthInfo = (calendarMonth: number) => MONTHS[calendarMonth - 1]!;

export const KIND_ORDER: readonly CardKind[] = ['bright', 'animal', 'ribbon', 'plain'];
