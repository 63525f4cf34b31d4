/**
 * Tanzaku ribbons: the red poetry ribbons (akatan, with writing), the blue ribbons (aotan) and the
 * plain red ribbons. A ribbon is drawn hanging from its knot at the origin; callers place and tilt it.
 */
import { g, path, d, el, place } from '../svg';
import { ink } from '../palette';
import { MINCHO } from '../mincho';

export type RibbonStyle = 'poetry' | 'blue' | 'red';


const W = 15; // half width
const LEN = 176;

/** Vertical writing drawn one character at a time, so it needs no vertical-text support. */
function writing(text: string, top: number, step: number): string {
  return [...text]
    .map((ch, i) =>
      el(
        'text',
        {
          x: 0,
          y: top + i * step,
          'font-family': MINCHO,
          'font-size': 19,
          'font-weight': 700,
          'text-anchor': 'middle',
          'dominant-baseline': 'central',
          fill: ink.black,
        },
        ch,
      ),
    )
    .join('');
}

function ribbon(style: RibbonStyle, text = ''): string {
  const body = style === 'blue' ? ink.blue : ink.red;
  const back = style === 'blue' ? ink.indigo : ink.deepRed;
  const stroke = { stroke: ink.black, sw: 1.6 };
  // Upper tab, the fold where the ribbon turns over its string, and the long hanging strip.
  const tab = path(d`M ${-W} 0 L ${W} -4 L ${W} 18 L ${-W} 24 Z`, { fill: body, ...stroke });
  const fold = path(d`M ${-W} 24 L ${W} 18 L ${W + 2} 28 L ${-W + 2} 34 Z`, { fill: back, ...stroke });
  const strip = path(d`M ${-W + 2} 34 L ${W + 2} 28 L ${W + 1} ${LEN} L ${-W + 1} ${LEN + 5} Z`, { fill: body, ...stroke });
  const knot = path(d`M -4 -2 L 0 -14 L 4 -3 Z`, { fill: ink.black });
  const words = text ? writing(text, 56, 25) : '';
  return g({ class: `ribbon ribbon-${style}` }, knot, tab, fold, strip, words);
}

/** The usual placement: hanging from upper left across the middle of the card. */
export function hangingRibbon(style: RibbonStyle, text = '', x = 74, y = 48, tilt = -22): string {
  return place(x, y, ribbon(style, text), tilt);
}
