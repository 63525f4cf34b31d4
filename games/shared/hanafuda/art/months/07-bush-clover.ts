/** July — bush clover (hagi): the boar among arching red clover, the plain red ribbon, plains. */
import { g, path, place, scatter } from '../svg';
import { Pen, compose, rotate, translate } from '../pen';
import { ink } from '../palette';
import { boar } from '../motifs/animals';
import { hangingRibbon } from '../motifs/ribbons';
import { groundBottom } from '../motifs/sky';
import type { MonthFaces } from './types';

/**
 * One arching spray: a black stem along a quadratic curve with small dark leaves and red
 * flowers set alternately along it.
 */
function spray(x0: number, y0: number, cx: number, cy: number, x1: number, y1: number, seed: number): string {
  const rnd = scatter(seed);
  const black = new Pen();
  const green = new Pen();
  const red = new Pen();
  const pink = new Pen();
  const n = 18;
  for (let i = 1; i <= n; i++) {
    const t = i / (n + 0.5);
    const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * cx + t * t * x1;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * cy + t * t * y1;
    const side = i % 2 ? 1 : -1;
    const rot = side * (40 + rnd() * 30);
    (i % 3 === 0 ? green : black).at(compose(translate(x, y), rotate(rot)), (p) => p.ellipse(0, -7, 4.2, 8));
    if (i % 3 !== 1) {
      const turn = compose(translate(x + side * 5, y - 3), rotate(rnd() * 90));
      red.at(turn, (p) => p.ellipse(0, 0, 5, 3.6));
      pink.at(turn, (p) => p.ellipse(4, -4, 3.8, 3));
    }
  }
  const bloom = { stroke: ink.black, sw: 0.8 };
  return g(
    {},
    path(`M ${x0} ${y0} Q ${cx} ${cy} ${x1} ${y1}`, { stroke: ink.black, sw: 2.2 }),
    path(black.toString(), { fill: ink.black }),
    path(green.toString(), { fill: ink.darkGreen }),
    path(red.toString(), { fill: ink.red, ...bloom }),
    path(pink.toString(), { fill: '#e4506b', ...bloom }),
  );
}

function clover(variant: 0 | 1): string {
  if (variant === 0) {
    return g(
      {},
      spray(20, 300, 10, 120, 120, 30, 1),
      spray(40, 300, 80, 120, 190, 90, 2),
      spray(70, 300, 130, 190, 205, 200, 3),
      spray(10, 300, -10, 180, 40, 100, 4),
      spray(100, 300, 170, 250, 210, 280, 5),
    );
  }
  return g(
    {},
    spray(180, 300, 190, 120, 80, 30, 6),
    spray(160, 300, 120, 120, 10, 90, 7),
    spray(130, 300, 70, 190, -5, 200, 8),
    spray(190, 300, 210, 180, 160, 100, 9),
    spray(100, 300, 30, 250, -10, 280, 10),
  );
}

export const bushClover: MonthFaces = {
  '07-animal': () =>
    g(
      {},
      spray(30, 300, 20, 100, 150, 20, 11),
      spray(60, 300, 110, 90, 205, 80, 12),
      spray(10, 300, -10, 140, 60, 40, 13),
      groundBottom(270, ink.red, 3, 10),
      place(106, 226, boar(), 0, 0.95),
    ),
  '07-ribbon': () => g({}, clover(0), hangingRibbon('red', '', 82, 52, -20)),
  '07-plain1': () => g({}, clover(0)),
  '07-plain2': () => g({}, clover(1)),
};
