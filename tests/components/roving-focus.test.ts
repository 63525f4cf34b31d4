import { afterEach, describe, expect, it } from 'vitest';
import { useRovingFocus, type RovingFocusOptions } from '../../src/plugin-api/ui/roving-focus';

/** A group of buttons A, B, C (and D disabled) in the page, with the handler bound to it. */
function group(options?: RovingFocusOptions): { press: (key: string) => string | undefined; focus: (label: string) => void } {
  const div = document.createElement('div');
  div.innerHTML = '<button>A</button><button>B</button><button>C</button><button disabled>D</button>';
  div.addEventListener('keydown', useRovingFocus(options));
  document.body.append(div);
  const focus = (label: string): void => [...div.querySelectorAll('button')].find((b) => b.textContent === label)?.focus();
  const press = (key: string): string | undefined => {
    (document.activeElement ?? div).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    return document.activeElement?.textContent ?? undefined;
  };
  return { press, focus };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('roving focus within a group', () => {
  it('moves to the next and the previous enabled button with the arrow keys', () => {
    const g = group();
    g.focus('B');
    expect(g.press('ArrowRight')).toBe('C');
    expect(g.press('ArrowLeft')).toBe('B');
    expect(g.press('ArrowDown')).toBe('C');
    expect(g.press('ArrowUp')).toBe('B');
  });

  it('goes round the ends, skipping a disabled button', () => {
    const g = group();
    g.focus('C');
    expect(g.press('ArrowRight')).toBe('A');
    expect(g.press('ArrowLeft')).toBe('C');
  });

  it('jumps to the first with Home and the last with End', () => {
    const g = group();
    g.focus('B');
    expect(g.press('End')).toBe('C');
    expect(g.press('Home')).toBe('A');
  });

  it('leaves Up and Down alone in a row', () => {
    const g = group({ axis: 'row' });
    g.focus('A');
    expect(g.press('ArrowDown')).toBe('A');
    expect(g.press('ArrowRight')).toBe('B');
  });

  it('takes the items it is told to', () => {
    const g = group({ items: 'button:nth-child(odd)' });
    g.focus('A');
    expect(g.press('ArrowRight')).toBe('C');
    expect(g.press('ArrowRight')).toBe('A');
  });
});
