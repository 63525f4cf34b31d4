/** January — pine (matsu): crane and red sun, the poetry ribbon, and pine boughs over a red hill. */
import { g, path, d, place } from '../svg';
import { Pen } from '../pen';
import { ink } from '../palette';
import { redSun, groundBottom } from '../motifs/sky';
import { crane } from '../motifs/birds';
import { hangingRibbon } from '../motifs/ribbons';
import type { MonthFaces } from './types';

/** A flat fan of needles, the way hanafuda draws a clump of pine. */
function pineTuft(r: number): string {
  const h = r * 0.62;
  const needles = new Pen();
  for (let i = 0; i <= 12; i++) {
    const t = Math.PI + (Math.PI * i) / 12;
    needles.seg(0, 0, r * 0.92 * Math.cos(t), h * 0.92 * Math.sin(t));
  }
  return g(
    {},
    path(d`M ${-r} 0 C ${-r} ${-h * 1.3} ${r} ${-h * 1.3} ${r} 0 Q 0 ${h * 0.2} ${-r} 0 Z`, { fill: ink.darkGreen, stroke: ink.black, sw: 1.4 }),
    path(d`M ${-r * 0.7} ${-h * 0.2} C ${-r * 0.6} ${-h * 0.9} ${r * 0.6} ${-h * 0.9} ${r * 0.7} ${-h * 0.2}`, { stroke: ink.green, sw: 3 }),
    path(needles.toString(), { stroke: ink.black, sw: 1 }),
  );
}

const trunk = (dAttr: string, w: number): string =>
  g({}, path(dAttr, { stroke: ink.black, sw: w + 2.5 }), path(dAttr, { stroke: ink.darkBrown, sw: w }));

type Tuft = readonly [number, number, number, number?];
const tufts = (list: readonly Tuft[]): string => g({}, ...list.map(([x, y, r, rot]) => place(x, y, pineTuft(r), rot ?? 0)));

function pineA(): string {
  return g(
    {},
    trunk('M 40 300 C 60 250 40 200 70 160 C 90 130 80 100 110 70', 9),
    trunk('M 66 166 C 100 160 130 150 160 120', 5),
    trunk('M 60 220 C 40 200 30 190 14 186', 5),
    trunk('M 100 84 C 120 76 140 60 150 40', 4),
    tufts([
      [110, 62, 38],
      [150, 38, 30],
      [160, 116, 36, 8],
      [126, 142, 28],
      [20, 182, 32, -6],
      [60, 120, 26],
      [74, 30, 26, -10],
      [188, 90, 22, 12],
    ]),
  );
}

function pineB(): string {
  return g(
    {},
    trunk('M 160 300 C 140 240 168 200 130 150 C 110 120 120 90 96 60', 9),
    trunk('M 136 160 C 100 150 70 150 40 122', 5),
    trunk('M 150 224 C 170 206 180 200 192 196', 5),
    trunk('M 104 74 C 80 64 60 50 50 34', 4),
    tufts([
      [94, 52, 38],
      [48, 30, 30],
      [40, 116, 36, -8],
      [76, 140, 28],
      [186, 190, 32, 6],
      [150, 112, 26],
      [140, 36, 26, 10],
      [12, 80, 22, -12],
    ]),
  );
}

const redHill = (edge: number, phase = 0): string => groundBottom(edge, ink.red, 3, 26, phase);

export const pine: MonthFaces = {
  '01-bright': () =>
    g(
      {},
      redSun(118, 100, 62),
      trunk('M -6 70 C 20 60 44 44 70 22', 5),
      trunk('M 30 52 C 34 40 30 30 36 18', 3),
      tufts([
        [34, 16, 30, -8],
        [76, 18, 26, 6],
        [14, 62, 24, -14],
        [50, 46, 22],
      ]),
      groundBottom(264, ink.darkGreen, 3, 12),
      place(118, 214, crane(), 0, 1.12),
      trunk('M -6 290 C 18 270 28 254 46 236', 6),
      trunk('M 20 262 C 30 264 44 266 58 262', 3.5),
      tufts([
        [46, 228, 32, 6],
        [14, 256, 28, -4],
        [62, 262, 24, 10],
      ]),
    ),
  '01-ribbon': () => g({}, redHill(236), pineA(), hangingRibbon('poetry', 'あかよろし', 70, 58, -20)),
  '01-plain1': () => g({}, redHill(230), pineA()),
  '01-plain2': () => g({}, redHill(244, 1), pineB()),
};
