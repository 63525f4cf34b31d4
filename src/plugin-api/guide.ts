/**
 * A guided first game (games/<id>/ui/guide.ts, default export): a fixed deal and, for each position of
 * the guided player, one prompt that explains the choice in front of them (null when there is nothing to
 * say, e.g. while the computer plays).
 */
import type { Lang } from '../framework/game';

export interface GameGuide<V = unknown> {
  /** The seed of the fixed deal. */
  readonly seed: number;
  /** The prompt for `view` (the guided player's view), in plain words. */
  step(view: V, lang: Lang): string | null;
}
