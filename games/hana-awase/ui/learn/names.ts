/**
 * How the lessons name a yaku, read from the yaku table's names (yaku.ts): in English and German a row is
 * named "Akatan (poetry ribbons)", the romanised name with its meaning; in Japanese by its kanji. The
 * readings in kana are the lessons' own, for Japanese readers who meet a kanji name they cannot read.
 */
import type { Lang } from '../../../../src/framework/game';
import { yakuRow, type YakuId } from '../../yaku';

const READING: Readonly<Record<YakuId, string>> = {
  goko: 'ごこう',
  shiko: 'しこう',
  'omote-sugawara': 'おもてすがわら',
  'matsu-kiri-bozu': 'まつきりぼうず',
  nanatan: 'ななたん',
  rokutan: 'ろくたん',
  akatan: 'あかたん',
  aotan: 'あおたん',
  kusatan: 'くさたん',
  inoshikacho: 'いのしかちょう',
  nomi: 'のみ',
  hanami: 'はなみ',
  tsukimi: 'つきみ',
  'yanagi-shima': 'やなぎしま',
  'fuji-shima': 'ふじしま',
  'kiri-shima': 'きりしま',
};

/** "Akatan (poetry ribbons)" → "Akatan" and "poetry ribbons". */
function split(name: string): { short: string; meaning: string | null } {
  const m = /^(.*?) \((.*)\)$/.exec(name);
  return m ? { short: m[1] as string, meaning: m[2] as string } : { short: name, meaning: null };
}

/** The name in running text and lists: "Akatan", "赤短", "Akatan". */
export function yakuShort(id: YakuId, lang: Lang): string {
  return lang === 'ja' ? yakuRow(id).name.ja : split(yakuRow(id).name[lang]).short;
}


/** What the name means in the reader's language (none in Japanese: the kanji say it). */
export function yakuMeaning(id: YakuId, lang: Lang): string | null {
  return lang === 'ja' ? null : split(yakuRow(id).name[lang]).meaning;
}

export function yakuReading(id: YakuId): string {
  return READING[id];
}

/** A number as the lessons print it: a true minus sign. */
export function signed(n: number): string {
  return n < 0 ? `−${-n}` : String(n);
}
