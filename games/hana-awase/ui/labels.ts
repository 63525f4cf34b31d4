/** Yaku and seat words for the board's captions and accessible names, in the board's language. */
import type { Lang } from '../../../src/framework/game';
import { yakuRow, type YakuId } from '../yaku';

/** A yaku's full name: "Akatan (poetry ribbons)", "赤短". */
export const yakuName = (id: YakuId, lang: Lang): string => yakuRow(id).name[lang];

/** A yaku's short name for chips and tables: "Akatan", "赤短", "Akatan". */
export const yakuShort = (id: YakuId, lang: Lang): string => yakuRow(id).name[lang].split(' (')[0] as string;

/** A round score with its sign: +62, −110, 0 (a true minus sign). */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
