/** Game boards, from the games' UI manifests, loaded when first played. */
import { defineAsyncComponent, type Component } from 'vue';
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
