/**
 * Whether the table's cards move: a board says so once (provideMotion, from its animationMs) and its parts
 * wrap their cards in MotionGroup / MotionOne. With animations off these draw plain elements, never Vue's
 * TransitionGroup or Transition: those measure every card of a group each time it is drawn (for the moves)
 * and force the page's layout for every card that comes or goes — with a table of three's dozen groups, a
 * few seconds per move on a busy machine for motion nobody sees.
 */
import { Fragment, Transition, TransitionGroup, computed, h, inject, provide, type ComputedRef, type FunctionalComponent, type InjectionKey } from 'vue';

const MOTION: InjectionKey<ComputedRef<boolean>> = Symbol('hanafuda-motion');

/** Called by a board: its parts move their cards while `moving()` is true. */
export function provideMotion(moving: () => boolean): void {
  provide(MOTION, computed(moving));
}

/** Whether the cards move; a part used outside a board (a test) moves them. */
function useMoving(): ComputedRef<boolean> {
  return inject(MOTION, computed(() => true));
}

/**
 * A TransitionGroup while the cards move (its props and listeners passed on), else the same element
 * (`tag`) or, without one, the children alone.
 */
export const MotionGroup: FunctionalComponent<{ tag?: string }> = (props, { slots, attrs }) => {
  if (useMoving().value) return h(TransitionGroup, { ...attrs, tag: props.tag }, slots);
  const children = slots.default?.() ?? [];
  if (!props.tag) return h(Fragment, children);
  const { name: _name, onLeave: _leave, onEnter: _enter, ...plain } = attrs as Record<string, unknown>;
  return h(props.tag, plain, children);
};
MotionGroup.props = ['tag'];
// Passed on by hand above: a plain element must not get the transition's name or hooks.
MotionGroup.inheritAttrs = false;

/** A Transition while the cards move, else its one child as it is. */
export const MotionOne: FunctionalComponent = (_props, { slots, attrs }) =>
  useMoving().value ? h(Transition, attrs, slots) : h(Fragment, slots.default?.() ?? []);
MotionOne.inheritAttrs = false;
