/** Card words for a hanafuda table's accessible names and captions, in the board's language. */
import type { Lang } from '../../../../src/framework/game';
import { cardInfo, KIND_NAMES, MONTHS, type CardKind } from '../cards';

/** "Cherry curtain (Cherry, light)" / "桜に幕（桜・光）" / "Kirschblüten-Vorhang (Kirsche, Licht)". */
export function cardLabel(id: string, lang: Lang): string {
  const c = cardInfo(id);
  const plant = MONTHS[c.month - 1]!.plant[lang];
  const kind = KIND_NAMES[lang][c.kind];
  return lang === 'ja' ? `${c.name.ja}（${plant}・${kind}）` : `${c.name[lang]} (${plant}, ${kind})`;
}

/** A list of words in the language's way: "a, b, c" / "a・b・c". */
export const joinList = (words: readonly string[], lang: Lang): string => words.join(lang === 'ja' ? '・' : ', ');

/** Cards by their names: "Cherry curtain, Cherry plain" / "桜に幕・桜のカス". */
export const cardNames = (ids: readonly string[], lang: Lang): string => joinList(ids.map((id) => cardInfo(id).name[lang]), lang);

/** The kinds in the order a capture pile shows them. */
export const KIND_ORDER: readonly CardKind[] = ['bright', 'animal', 'ribbon', 'plain'];
