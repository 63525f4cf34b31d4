/** Game boards, found by convention at games/<id>/ui/Board.vue and loaded when first played. */
import { defineAsyncComponent, type Component } from 'vue';

const modules = import.meta.glob<{ default: Component }>('../../../games/*/ui/Board.vue');

const cache = new Map<string, Component>();

export function hasBoard(gameId: string): boolean {
  return `../../../games/${gameId}/ui/Board.vue` in modules;
}

export function boardFor(gameId: string): Component | null {
  const load = modules[`../../../games/${gameId}/ui/Board.vue`];
  if (!load) return null;
  let component = cache.get(gameId);
  if (!component) {
    component = defineAsyncComponent({ loader: () => load().then((m) => m.default), delay: 120 });
    cache.set(gameId, component);
  }
  return component;
}
