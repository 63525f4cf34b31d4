/** Hana-awase's computer players: the levels table the shell shows, and the bot behind each level. */
import type { BotFactory } from '../../../src/framework/bot';
import type { Game } from '../../../src/framework/game';
import { STANDARD_LEVELS, type LevelsTable } from '../../../src/plugin-api/levels';
import type { HanaAwaseOptions } from '../options';
import type { HanaAwaseMove } from '../state';
import type { HanaAwaseView } from '../view';
import { easyBot } from './easy';
import { hardBot } from './hard';
import { normalBot } from './normal';

type HanaAwaseGame = Game<any, HanaAwaseMove, HanaAwaseView, HanaAwaseOptions>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The usual four levels (src/plugin-api/levels.ts), as Koi-Koi has them: Beginner (random), Easy, Normal and
 * Hard, which gives the hints and reviews. `hard` caps its own thinking below the table's budget (HARD.maxMs
 * in hard.ts), the time its arena figures were measured at.
 */
export const levels: LevelsTable = STANDARD_LEVELS;

/**
 * The Game's `bots`, one factory per level above (`random` is the framework's). `hard` searches a form of the
 * Game itself, which holds this record: it is asked for when the bot is made, not when the Game is built.
 */
export const botsFor = (game: () => HanaAwaseGame): Readonly<Record<string, BotFactory<HanaAwaseView, HanaAwaseMove>>> => ({
  easy: easyBot,
  normal: () => normalBot(),
  hard: () => hardBot(game()),
});
