/** Yaku and month words for the board's accessible names and captions, in the board's language. */
import type { Lang } from '../../../src/framework/game';
import { MONTHS } from '../../shared/hanafuda/cards';
import { YAKU_NAMES } from '../names';
import type { YakuId } from '../scoring';

export const yakuName = (id: YakuId, lang: Lang): string => YAKU_NAMES[id][lang];

export const monthInfo = (calendarMonth: number) => MONTHS[calendarMonth - 1]!;
