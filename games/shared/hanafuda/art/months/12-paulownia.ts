/** December — paulownia (kiri): the phoenix, and three plains of leaves and flower spikes. */
import { g, path, rect, place, line, circle } from '../svg';
import { Pen, compose, rotate, translate } from '../pen';
import { ink } from '../palette';
import { phoenix } from '../motifs/birds';
import { skyTop } from '../motifs/sky';
import type { MonthFaces } from './types';

const K = { stroke: ink.black, sw: 1.4 };

/** A broad paulownia leaf with three shallow lobes, stalk at the origin, pointing up. */
function kiriLeaf(s: number, fill: string, vein: string): string {
  const leafPath = 'M 0 0 C -30 4 -52 -14 -50 -40 C -56 -52 -48 -66 -36 -64 C -34 -84 -16 -96 0 -100 C 16 -96 34 -84 36 -64 C 48 -66 56 -52 50 -40 C 52 -14 30 4 0 0 Z';
  const veins = 'M 0 0 L 0 -92 M 0 -20 L -40 -46 M 0 -20 L 40 -46 M 0 -46 L -26 -70 M 0 -46 L 26 -70 M 0 -66 L -12 -84 M 0 -66 L 12 -84';
  return g({ transform: `scale(${s})` }, path(leafPath, { fill, ...K }), path(veins, { stroke: vein, sw: 1.3 }));
}

/** One flower spike: a stem with tubular flowers pointing up and out, narrowing towards the top. */
function spike(h: number): string {
  const outer = new Pen();
  const inner = new Pen();
  const mouths = new Pen();
  const bud = (p: Pen, len: number, w: number): void => {
    p.M(0, 0).C(-w, -len * 0.3, -w, -len * 0.8, 0, -len).C(w, -len * 0.8, w, -len * 0.3, 0, 0).Z();
  };
  const rows = Math.round(h / 11);
  for (let i = 0; i < rows; i++) {
    const y = -6 - i * (h / rows);
    const spread = 7 * (1 - (i / rows) * 0.6);
    const len = 13 - (i / rows) * 5;
    for (const side of [-1, 1]) {
      const m = compose(translate(side * spread * 0.4, y), rotate(side * 48));
      outer.at(m, (p) => bud(p, len, 5));
      mouths.at(m, (p) => p.circle(0, -len + 2.2, 1.7));
    }
    if (i % 2 === 1 || i === rows - 1) inner.at(translate(0, y - 2), (p) => bud(p, len * 0.9, 4.2));
  }
  return g(
    {},
    line(0, 0, 0, -h, ink.darkGreen, 2),
    path(outer.toString(), { fill: ink.purple, ...K, sw: 1 }),
    path(mouths.toString(), { fill: ink.white }),
    path(inner.toString(), { fill: ink.lilac, ...K, sw: 1 }),
  );
}

/** The kiri flower as on the crest: three spikes, the middle one tallest, on a short stem. */
function kiriFlowers(s: number): string {
  return g(
    { transform: `scale(${s})` },
    line(0, 30, 0, 0, ink.darkGreen, 3),
    place(-22, 4, spike(56), -14),
    place(22, 4, spike(56), 14),
    spike(80),
  );
}

/** Three plains: the flower crest standing over a fan of big leaves, each arranged a little differently. */
function leaves(variant: 0 | 1 | 2): string {
  const black = '#232323';
  const green = ink.darkGreen;
  if (variant === 0) {
    return g(
      {},
      place(100, 160, kiriFlowers(1.1)),
      place(62, 262, kiriLeaf(1.15, green, ink.leaf), -38),
      place(138, 262, kiriLeaf(1.15, green, ink.leaf), 38),
      place(100, 280, kiriLeaf(1.25, black, ink.yellow)),
    );
  }
  if (variant === 1) {
    return g(
      {},
      place(92, 140, kiriFlowers(1.1), -6),
      place(160, 150, kiriFlowers(0.75), 10),
      place(46, 268, kiriLeaf(1.2, black, ink.yellow), -30),
      place(150, 250, kiriLeaf(1.05, green, ink.leaf), 30),
      place(106, 300, kiriLeaf(1.2, black, ink.yellow), 4),
    );
  }
  return g(
    {},
    place(108, 140, kiriFlowers(1.1), 6),
    place(40, 150, kiriFlowers(0.75), -10),
    place(154, 268, kiriLeaf(1.2, black, ink.yellow), 30),
    place(50, 250, kiriLeaf(1.05, green, ink.leaf), -30),
    place(94, 300, kiriLeaf(1.2, black, ink.yellow), -4),
  );
}

/** The band at the foot of one plain, in the old decks the place of the maker's mark. */
function band(): string {
  return g(
    {},
    rect(-5, 246, 210, 60, { fill: ink.yellow, ...K }),
    circle(100, 272, 11, { stroke: ink.black, sw: 1.6 }),
    path('M 93 272 L 107 272 M 100 265 L 100 279', { stroke: ink.black, sw: 1.6 }),
  );
}

export const paulownia: MonthFaces = {
  '12-bright': () =>
    g(
      {},
      skyTop(150, ink.red, 4, 14),
      place(120, 290, kiriLeaf(1.1, '#232323', ink.yellow), 25),
      place(40, 300, kiriLeaf(1.0, ink.darkGreen, ink.leaf), -25),
      place(100, 122, phoenix(), -6, 1.15),
    ),
  '12-plain1': () => g({}, place(0, -40, leaves(0)), band()),
  '12-plain2': () => g({}, leaves(1)),
  '12-plain3': () => g({}, leaves(2)),
};
