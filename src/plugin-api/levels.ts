/**
 * A game's computer players as a table (games/<id>/ai/levels.ts): the shell lists them in this order in
 * the new-game panel and statistics, gives each its thinking budget, and asks the level marked `hints`
 * for hints and reviews. The bots themselves are the Game's `bots` (one factory per level id).
 */
import type { Localized } from '../framework/game';

export interface LevelSpec {
  /** The key of the level's factory in `Game.bots` (`random` is the framework's random bot). */
  readonly id: string;
  readonly label: Localized;
  /** One line under the choice in the new-game panel. */
  readonly help: Localized;
  /** Milliseconds the app lets the bot think per decision (the bot may stop sooner). */
  readonly budgetMs: number;
  /** This level answers the player's hint and analyses reviews (at most one level per game). */
  readonly hints?: boolean;
}

/** Weakest first. */
export type LevelsTable = readonly LevelSpec[];

/**
 * The four levels both our games offer, with their words in every language and the thinking budgets the
 * app gives them: Beginner (the framework's random bot), Easy, Normal, and Hard (which gives hints). A game
 * whose players differ declares its own table.
 */
export const STANDARD_LEVELS: LevelsTable = [
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

/** The level that gives hints and reviews, if the game has one. */
export function hintLevel(levels: LevelsTable): LevelSpec | undefined {
  return levels.find((l) => l.hints);
}
