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

/** The level that gives hints and reviews, if the game has one. */
export function hintLevel(levels: LevelsTable): LevelSpec | undefined {
  return levels.find((l) => l.hints);
}
