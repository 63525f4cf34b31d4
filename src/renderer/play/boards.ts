/** Game boards, from the games' UI manifests, loaded when first played. */
import { defineAsyncComponent, type Component } from 'vue';
import type { PlayerId } from '../../framework/game';
import type { BoardProps, BoardSummaries } from '../../plugin-api/board';
import { uiFor } from '../plugins/index';

const cache = new Map<string, Component>();

export function boardFor(gameId: string): Component | null {
  const ui = uiFor(gameId);
  if (!ui) return null;
  let component = cache.get(gameId);
  if (!component) {
    component = defineAsyncComponent({ loader: () => ui.board().then((m) => m.default), delay: 120 });
    cache.set(gameId, component);
  }
  return component;
}

/** A board that is only looked at (a replay, a review, a practice question): no moves, no hint, no animation. */
export function stillBoard(
  view: unknown,
  viewer: PlayerId,
  names: [string, string],
  showLabels: boolean,
  twoPlayer: boolean,
  summaries: Exclude<BoardSummaries, 'play'>,
): BoardProps<unknown, unknown> {
  return { view, viewer, legalMoves: [], names, thinking: false, animationMs: 0, showLabels, hint: null, twoPlayer, summaries };
}
