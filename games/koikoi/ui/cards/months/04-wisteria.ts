/** April — wisteria (fuji): the cuckoo across a crescent moon, the plain red ribbon, hanging blooms. */
import { g, path, ellipse, line, place } from '../svg';
import { ink } from '../palette';
import { skyTop, crescent } from '../motifs/sky';
import { leaf } from '../motifs/flowers';
import { cuckoo } from '../motifs/birds';
import { hangingRibbon } from '../motifs/ribbons';
import type { MonthFaces } from './types';

/** One hanging raceme: rows of florets narrowing towards the tip, hung from its top at the origin. */
export function raceme(len: number, width: number): string {
  const rows = Math.round(len / 7);
  const florets: string[] = [line(0, 0, 0, len, ink.black, 1.2)];
  for (let i = 0; i < rows; i++) {
    const t = i / rows;
    const y = 4 + i * (len / rows);
    const w = width * (1 - t * 0.75);
    const fill = i % 3 === 1 ? ink.lilac : ink.purple;
    florets.push(
      ellipse(-w * 0.45, y, w * 0.32, 3.6, { fill, stroke: ink.black, sw: 0.8 }, 20),
      ellipse(w * 0.45, y + 1, w * 0.32, 3.6, { fill, stroke: ink.black, sw: 0.8 }, -20),
    );
    if (i % 2 === 0) florets.push(ellipse(0, y + 3, w * 0.3, 3.4, { fill: i % 4 === 0 ? ink.white : ink.lilac, stroke: ink.black, sw: 0.8 }));
  }
  return g({}, ...florets);
}

const vine = (dAttr: string, w = 4): string => g({}, path(dAttr, { stroke: ink.black, sw: w + 2 }), path(dAttr, { stroke: '#3d2a1c', sw: w }));
type Hang = readonly [number, number, number, number];
const hang = (list: readonly Hang[]): string => g({}, ...list.map(([x, y, len, w]) => place(x, y, raceme(len, w))));
type Leaf = readonly [number, number, number];
const leaves = (list: readonly Leaf[]): string => g({}, ...list.map(([x, y, rot]) => place(x, y, leaf(22, 8, ink.darkGreen), rot)));

function wisteriaFromTop(variant: 0 | 1): string {
  const v = variant === 0;
  return g(
    {},
    vine(v ? 'M -4 20 C 40 40 60 10 100 26 C 140 42 160 14 204 24' : 'M -4 30 C 50 18 70 44 110 30 C 150 16 170 40 204 34', 5),
    vine(v ? 'M 60 24 C 70 40 64 50 72 60' : 'M 120 28 C 128 44 120 56 130 64', 3),
    leaves(v ? [[30, 34, -60], [48, 30, 50], [120, 36, -40], [150, 28, 60], [180, 24, -70], [14, 28, 40]] : [[24, 26, -50], [80, 38, 60], [140, 22, -40], [170, 36, 50], [196, 30, -60], [60, 30, 30]]),
    hang(
      v
        ? [[24, 36, 92, 26], [62, 56, 130, 30], [104, 34, 110, 28], [142, 40, 150, 32], [180, 30, 100, 26]]
        : [[20, 30, 120, 28], [56, 36, 96, 26], [96, 34, 150, 32], [132, 62, 118, 28], [176, 38, 130, 30]],
    ),
  );
}

export const wisteria: MonthFaces = {
  '04-animal': () =>
    g(
      {},
      skyTop(134, ink.red, 4, 14),
      crescent(150, 56, 30),
      place(90, 96, cuckoo(), -12, 1.15),
      vine('M -4 150 C 40 136 80 160 120 144 C 150 132 180 150 204 140', 5),
      leaves([[28, 146, -50], [70, 150, 60], [110, 150, -40], [160, 140, 50], [190, 146, -60]]),
      hang([[22, 150, 112, 28], [64, 156, 136, 30], [108, 150, 118, 28], [150, 142, 140, 32], [190, 146, 104, 26]]),
    ),
  '04-ribbon': () => g({}, wisteriaFromTop(0), hangingRibbon('red', '', 92, 96, -16)),
  '04-plain1': () => g({}, wisteriaFromTop(0)),
  '04-plain2': () => g({}, wisteriaFromTop(1)),
};
