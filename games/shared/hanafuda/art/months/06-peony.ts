/** June — peony (botan): butterflies over red peonies, the blue ribbon, plains. */
import { g, place, path } from '../svg';
import { ink } from '../palette';
import { peony, leaf } from '../motifs/flowers';
import { butterfly } from '../motifs/animals';
import { hangingRibbon } from '../motifs/ribbons';
import type { MonthFaces } from './types';

type Leaf = readonly [number, number, number, number];
/** Peony leaves come in threes: a long middle leaflet and two spread to the sides. */
const trio = (len: number, fill: string): string =>
  g({}, place(0, 0, leaf(len * 0.7, len * 0.2, fill, ink.white), -38), place(0, 0, leaf(len * 0.7, len * 0.2, fill, ink.white), 38), leaf(len, len * 0.24, fill, ink.white));
const leaves = (list: readonly Leaf[]): string =>
  g({}, ...list.map(([x, y, rot, len], i) => place(x, y, trio(len, i % 2 ? ink.darkGreen : '#1f3d52'), rot)));

/** A bush of peonies: leaves fanning out, then the flowers. */
function bush(variant: 0 | 1): string {
  if (variant === 0) {
    return g(
      {},
      leaves([[60, 250, -60, 60], [60, 250, -20, 70], [60, 250, 30, 56], [150, 200, -40, 60], [150, 200, 20, 64], [150, 200, 70, 50], [100, 290, -80, 60], [100, 290, 60, 66], [30, 180, -30, 50], [180, 280, 40, 50]]),
      place(62, 212, peony(40, ink.red, ink.deepRed)),
      place(148, 156, peony(34, ink.red, ink.deepRed)),
      place(150, 262, peony(30, ink.red, ink.deepRed)),
    );
  }
  return g(
    {},
    leaves([[140, 250, 60, 60], [140, 250, 20, 70], [140, 250, -30, 56], [50, 200, 40, 60], [50, 200, -20, 64], [50, 200, -70, 50], [100, 290, 80, 60], [100, 290, -60, 66], [170, 180, 30, 50], [20, 280, -40, 50]]),
    place(138, 212, peony(40, ink.red, ink.deepRed)),
    place(52, 156, peony(34, ink.red, ink.deepRed)),
    place(50, 262, peony(30, ink.red, ink.deepRed)),
  );
}

/** The plains carry their flowers higher, with a crown of leaves on top. */
const crown = (flip: boolean): string => {
  const x = (v: number): number => (flip ? 200 - v : v);
  const stem = path(`M ${x(100)} 80 C ${x(96)} 120 ${x(110)} 150 ${x(100)} 190`, { stroke: ink.darkGreen, sw: 3 });
  return g({}, stem, leaves([[x(90), 110, flip ? 30 : -30, 64], [x(110), 120, flip ? -50 : 50, 56], [x(40), 90, flip ? 10 : -10, 50]]), place(x(100), 70, peony(30, ink.red, ink.deepRed)));
};

export const peonyMonth: MonthFaces = {
  '06-animal': () =>
    g(
      {},
      bush(0),
      place(62, 70, butterfly(ink.blue, ink.yellow, ink.red), -20, 1.05),
      place(148, 96, butterfly(ink.yellow, ink.red, ink.blue), 25, 0.9),
    ),
  '06-ribbon': () => g({}, bush(1), hangingRibbon('blue', '', 80, 30, -18)),
  '06-plain1': () => g({}, crown(true), bush(0)),
  '06-plain2': () => g({}, crown(false), bush(1)),
};
