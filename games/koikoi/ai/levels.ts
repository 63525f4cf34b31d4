/** Koi-Koi's computer players: the levels table the shell shows, and the bot behind each level. */
import type { BotFactory } from '../../../src/framework/bot';
import type { LevelsTable } from '../../../src/plugin-api/levels';
import type { KoiKoiGame } from '../index';
import type { KoiKoiMove } from '../state';
import type { KoiKoiView } from '../view';
import { easyBot } from './easy';
import { hardBot } from './hard';
import { normalBot } from './normal';

export const levels: LevelsTable = [
  {
    id: 'random',
    label: { en: 'Beginner', ja: '入門', de: 'Anfänger' },
    help: { en: 'Plays any legal move.', ja: '合法手からでたらめに選びます。', de: 'Spielt irgendeinen erlaubten Zug.' },
    budgetMs: 0,
  },
  {
    id: 'easy',
    label: { en: 'Easy', ja: 'やさしい', de: 'Leicht' },
    help: { en: 'Relaxed; good for learning.', ja: '肩の力を抜いた相手。練習向き。', de: 'Entspannt; gut zum Lernen.' },
    budgetMs: 400,
  },
  {
    id: 'normal',
    label: { en: 'Normal', ja: 'ふつう', de: 'Normal' },
    help: { en: 'A solid, thoughtful opponent.', ja: 'しっかり考える手ごわい相手。', de: 'Ein solider, überlegter Gegner.' },
    budgetMs: 1200,
  },
  {
    id: 'hard',
    label: { en: 'Hard', ja: 'むずかしい', de: 'Schwer' },
    help: { en: 'Thinks longest; hard to beat.', ja: 'じっくり考える、最強の相手。', de: 'Denkt am längsten; schwer zu schlagen.' },
    budgetMs: 1500,
    hints: true,
  },
];

/**
 * The Game's `bots`, one factory per level above (`random` is the framework's). `hard` searches a form
 * of the Game itself, which holds this record: it is asked for when the bot is made, not when the Game is built.
 */
export const botsFor = (game: () => KoiKoiGame): Readonly<Record<string, BotFactory<KoiKoiView, KoiKoiMove>>> => ({
  easy: easyBot as BotFactory<KoiKoiView, KoiKoiMove>,
  normal: normalBot,
  hard: () => hardBot(game()),
});
