/** Card, yaku and seat words for the board's captions and accessible names, in the board's language. */
import type { Lang } from '../../../src/framework/game';
import { cardInfo, KIND_NAMES, MONTHS, type CardKind } from '../../shared/hanafuda/cards';
import { yakuRow, type YakuId } from '../yaku';

/** "Cherry curtain (Cherry, light)" / "桜に幕（桜・光）" / "Kirschblüten-Vorhang (Kirsche, Licht)". */
export function cardLabel(id: string, lang: Lang): string {
  const c = cardInfo(id);
  const plant = MONTHS[c.month - 1]!.plant[lang];
  const kind = KIND_NAMES[lang][c.kind];
  return lang === 'ja' ? `${c.name.ja}（${plant}・${kind}）` : `${c.name[lang]} (${plant}, ${kind})`;
}

/** A list of words in the language's way: "a, b, c" / "a・b・c". */
export const joinList = (words: readonly string[], lang: Lang): string => words.join(lang === 'ja' ? '・' : ', ');

export const cardNames = (ids: readonly string[], lang: Lang): string => joinList(ids.map((id) => cardInfo(id).name[lang]), lang);

/** A yaku's full name: "Akatan (poetry ribbons)", "赤短". */
export const yakuName = (id: YakuId, lang: Lang): string => yakuRow(id).name[lang];

/** A yaku's short name for chips and tables: "Akatan", "赤短", "Akatan". */
export const yakuShort = (id: YakuId, lang: Lang): string => yakuRow(id).name[lang].split(' (')[0] as string;

export const KIND_ORDER: readonly CardKind[] = ['bright', 'animal', 'ribbon', 'plain'];

/** A round score with its sign: +62, −110, 0 (a true minus sign). */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
