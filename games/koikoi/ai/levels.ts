/** Koi-Koi's computer players: the levels table the shell shows, and the bot behind each level. */
import type { BotFactory } from '../../../src/framework/bot';
import { STANDARD_LEVELS, type LevelsTable } from '../../../src/plugin-api/levels';
import type { KoiKoiGame } from '../index';
import type { KoiKoiMove } from '../state';
import type { KoiKoiView } from '../view';
import { easyBot } from './easy';
import { hardBot } from './hard';
import { normalBot } from './normal';

/** The usual four levels (src/plugin-api/levels.ts); the bots below are this game's own. */
export const levels: LevelsTable = STANDARD_LEVELS;

/**
 * The Game's `bots`, one factory per level above (`random` is the framework's). `hard` searches a form
 * of the Game itself, which holds this record: it is asked for when the bot is made, not when the Game is built.
 */
export const botsFor = (game: () => KoiKoiGame): Readonly<Record<string, BotFactory<KoiKoiView, KoiKoiMove>>> => ({
  easy: easyBot as BotFactory<KoiKoiView, KoiKoiMove>,
  normal: normalBot,
  hard: () => hardBot(game()),
});
