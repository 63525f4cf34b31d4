/**
 * Arrow keys within a group of a board's controls (a hand, a row of choices): Left/Up to the previous one,
 * Right/Down to the next, round the ends; Home and End jump to the first and last. Tab still leaves the
 * group as usual. Bind the handler to the group: `<div role="group" @keydown="onArrows">`.
 */

export interface RovingFocusOptions {
  /** The group's elements that take the focus, as a selector; its enabled buttons unless told. */
  items?: string;
  /** 'row' for choices side by side, where Up and Down keep their usual meaning. */
  axis?: 'both' | 'row';
}

const BACK = new Set(['ArrowLeft', 'ArrowUp']);
const ON = new Set(['ArrowRight', 'ArrowDown']);

export function useRovingFocus({ items = 'button:not([disabled])', axis = 'both' }: RovingFocusOptions = {}): (e: KeyboardEvent) => void {
  return (e) => {
    if (axis === 'row' && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) return;
    const back = BACK.has(e.key);
    if (!back && !ON.has(e.key) && e.key !== 'Home' && e.key !== 'End') return;
    const list = [...(e.currentTarget as HTMLElement).querySelectorAll<HTMLElement>(items)];
    if (list.length === 0) return;
    const at = list.indexOf(document.activeElement as HTMLElement);
    // With the focus on none of the items (the group itself), Right/Down enter at the first, Left/Up at the last.
    const next =
      e.key === 'Home' ? 0 : e.key === 'End' ? list.length - 1 : at < 0 ? (back ? list.length - 1 : 0) : (at + (back ? -1 : 1) + list.length) % list.length;
    list[next]?.focus();
    e.preventDefault();
  };
}
