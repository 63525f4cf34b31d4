/** April — wisteria (fuji): the cuckoo across a crescent moon, the plain red ribbon, hanging blooms. */
import { g, path, place, scatter, num } from '../svg';
import { Pen } from '../pen';
import { ink } from '../palette';
import { skyTop, crescent } from '../motifs/sky';
import { leaf } from '../motifs/flowers';
import { cuckoo } from '../motifs/birds';
import { hangingRibbon } from '../motifs/ribbons';
import type { MonthFaces } from './types';

/**
 * One hanging raceme hung from its top at the origin: a swaying axis with small pea flowers,
 * broad and dark near the top, narrowing and paling towards the tip.
 */
function raceme(len: number, width: number, seed = 1): string {
  const rnd = scatter(seed);
  const sway = (rnd() - 0.5) * 10;
  const at = (t: number): number => sway * Math.sin(t * Math.PI);
  const dark = new Pen();
  const light = new Pen();
  const white = new Pen();
  const rows = Math.round(len / 6);
  for (let i = 0; i < rows; i++) {
    const t = i / rows;
    const y = 3 + t * len;
    const w = width * (1 - t * 0.8);
    const x = at(t);
    const pen = t > 0.7 || i % 4 === 1 ? light : dark;
    for (const side of [-1, 1]) pen.ellipse(x + side * w * (0.2 + rnd() * 0.25), y + rnd() * 2, 3.4 + w * 0.08, 3.2, side * 25);
    if (i % 3 === 0) white.ellipse(x, y + 2, 2.6 + w * 0.05, 2.4);
  }
  const floret = { stroke: ink.black, sw: 0.7 };
  return g(
    {},
    path(`M 0 0 Q ${num(sway * 1.5)} ${num(len / 2)} 0 ${num(len)}`, { stroke: ink.black, sw: 1.2 }),
    path(dark.toString(), { fill: ink.purple, ...floret }),
    path(light.toString(), { fill: ink.lilac, ...floret }),
    path(white.toString(), { fill: ink.white, ...floret }),
  );
}

const vine = (dAttr: string, w = 4): string => g({}, path(dAttr, { stroke: ink.black, sw: w + 2 }), path(dAttr, { stroke: '#3d2a1c', sw: w }));
type Hang = readonly [number, number, number, number];
const hang = (list: readonly Hang[]): string => g({}, ...list.map(([x, y, len, w], i) => place(x, y, raceme(len, w, Math.round(x * 7 + len + i)))));
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
        ? [[20, 34, 170, 28], [58, 58, 230, 32], [100, 32, 190, 30], [140, 40, 240, 32], [178, 30, 180, 28], [80, 40, 110, 22], [160, 34, 120, 22]]
        : [[18, 30, 210, 30], [54, 36, 160, 28], [94, 34, 240, 32], [132, 62, 190, 30], [176, 38, 220, 30], [36, 40, 100, 22], [116, 36, 120, 22]],
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
      hang([[22, 150, 118, 28], [64, 156, 142, 30], [108, 150, 122, 28], [150, 142, 150, 32], [190, 146, 110, 26], [42, 150, 80, 22], [128, 148, 90, 22]]),
    ),
  '04-ribbon': () => g({}, wisteriaFromTop(0), hangingRibbon('red', '', 92, 96, -16)),
  '04-plain1': () => g({}, wisteriaFromTop(0)),
  '04-plain2': () => g({}, wisteriaFromTop(1)),
};
