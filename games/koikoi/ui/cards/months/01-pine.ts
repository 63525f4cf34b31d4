/** January — pine (matsu): crane and red sun, the poetry ribbon, and pine boughs over a red hill. */
import { g, path, d, place } from '../svg';
import { Pen } from '../pen';
import { ink } from '../palette';
import { redSun, groundBottom } from '../motifs/sky';
import { crane } from '../motifs/birds';
import { hangingRibbon } from '../motifs/ribbons';
import type { MonthFaces } from './types';

/** A flat fan of needles, the way hanafuda draws a clump of pine. */
export function pineTuft(r: number): string {
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
      [110, 62, 34],
      [150, 38, 26],
      [160, 116, 32, 8],
      [126, 142, 24],
      [20, 182, 28, -6],
      [60, 120, 22],
      [74, 30, 22, -10],
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
      [94, 52, 34],
      [48, 30, 26],
      [40, 116, 32, -8],
      [76, 140, 24],
      [186, 190, 28, 6],
      [150, 112, 22],
      [140, 36, 22, 10],
    ]),
  );
}

const redHill = (edge: number, phase = 0): string => groundBottom(edge, ink.red, 3, 26, phase);

export const pine: MonthFaces = {
  '01-bright': () =>
    g(
      {},
      redSun(112, 96, 62),
      tufts([
        [30, 34, 30, -10],
        [66, 16, 24],
      ]),
      trunk('M -4 60 C 20 50 40 40 60 24', 5),
      groundBottom(262, ink.darkGreen, 3, 12),
      place(112, 214, crane(), 0, 1.05),
      trunk('M -6 270 C 20 262 30 250 44 236', 5),
      tufts([
        [44, 230, 30, 6],
        [14, 262, 26],
      ]),
    ),
  '01-ribbon': () => g({}, redHill(236), pineA(), hangingRibbon('poetry', 'あかよろし', 70, 58, -20)),
  '01-plain1': () => g({}, redHill(230), pineA()),
  '01-plain2': () => g({}, redHill(244, 1), pineB()),
};
