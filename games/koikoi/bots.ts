/** The computer players by level; `random` comes from the framework. */
import type { BotFactory } from '../../src/framework/bot';
import { easyBot } from './ai/easy';
import { normalBot } from './ai/normal';
import type { KoiKoiMove } from './state';
import type { KoiKoiView } from './view';

export const bots: Readonly<Record<string, BotFactory<KoiKoiView, KoiKoiMove>>> = {
  easy: easyBot as BotFactory<KoiKoiView, KoiKoiMove>,
  normal: normalBot,
};
