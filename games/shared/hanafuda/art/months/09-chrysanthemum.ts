/** September — chrysanthemum (kiku): the sake cup marked 寿, the blue ribbon, plains. */
import { g, path, ellipse, el, place, line } from '../svg';
import { ink } from '../palette';
import { chrysanthemum, leaf } from '../motifs/flowers';
import { hangingRibbon } from '../motifs/ribbons';
import type { MonthFaces } from './types';
import { MINCHO } from '../mincho';


const yellowBloom = (r: number): string => chrysanthemum(r, ink.yellow, ink.gold, ink.red);
const redBloom = (r: number): string => chrysanthemum(r, ink.red, ink.deepRed, ink.yellow);
const whiteBloom = (r: number): string => chrysanthemum(r, ink.white, ink.lilac, ink.yellow);

type Flower = readonly [number, number, number, 'y' | 'r' | 'w'];
type Leaf = readonly [number, number, number];

function plant(stems: readonly string[], leaves: readonly Leaf[], flowers: readonly Flower[]): string {
  const bloom = { y: yellowBloom, r: redBloom, w: whiteBloom };
  return g(
    {},
    ...stems.map((s) => path(s, { stroke: ink.darkGreen, sw: 3 })),
    ...leaves.map(([x, y, rot], i) => place(x, y, leaf(26, 12, i % 2 ? ink.darkGreen : ink.green), rot)),
    ...flowers.map(([x, y, r, c]) => place(x, y, bloom[c](r))),
  );
}

function gardenA(): string {
  return plant(
    ['M 60 300 C 56 240 50 200 56 150', 'M 60 300 C 70 250 110 220 130 190', 'M 140 300 C 150 250 160 140 150 80', 'M 60 270 C 40 240 30 220 30 200', 'M 100 300 C 96 260 90 230 94 100', 'M 150 300 C 170 260 180 240 180 210'],
    [[54, 190, -50], [58, 220, 50], [96, 230, -30], [150, 150, 50], [148, 200, -50], [154, 250, 40], [36, 230, -40], [120, 210, 60], [94, 150, -50], [96, 180, 50], [176, 240, 50], [70, 260, -60], [130, 270, 40]],
    [[94, 92, 26, 'r'], [56, 138, 30, 'y'], [132, 184, 26, 'r'], [150, 74, 30, 'y'], [28, 196, 18, 'w'], [100, 276, 22, 'y'], [180, 206, 20, 'y'], [30, 60, 20, 'w'], [176, 130, 16, 'w']],
  );
}

function gardenB(): string {
  return plant(
    ['M 140 300 C 144 240 150 200 144 150', 'M 140 300 C 130 250 90 220 70 190', 'M 60 300 C 50 250 40 140 50 80', 'M 140 270 C 160 240 170 220 170 200', 'M 100 300 C 104 260 110 230 106 110', 'M 50 300 C 30 260 20 240 20 210'],
    [[146, 190, 50], [142, 220, -50], [104, 230, 30], [50, 150, -50], [52, 200, 50], [46, 250, -40], [164, 230, 40], [80, 210, -60], [106, 160, 50], [104, 190, -50], [24, 240, -50], [130, 260, 60], [70, 270, -40]],
    [[106, 100, 26, 'y'], [144, 138, 30, 'r'], [68, 184, 26, 'y'], [50, 74, 30, 'y'], [172, 196, 18, 'w'], [100, 276, 22, 'r'], [20, 206, 20, 'r'], [170, 60, 20, 'w'], [24, 130, 16, 'y']],
  );
}

/** A red lacquer sake cup on its foot, tilted to show the gold 寿 (kotobuki, "long life") inside. */
function sakeCup(): string {
  return g(
    { class: 'sake-cup' },
    path('M -30 30 L 30 30 L 24 46 L -24 46 Z', { fill: ink.deepRed, stroke: ink.black, sw: 1.6 }),
    path('M -70 0 C -64 30 -30 40 0 40 C 30 40 64 30 70 0 Z', { fill: ink.deepRed, stroke: ink.black, sw: 1.6 }),
    ellipse(0, 0, 72, 32, { fill: ink.red, stroke: ink.black, sw: 1.8 }),
    ellipse(0, 0, 62, 25, { stroke: ink.gold, sw: 2.5 }),
    el('text', { x: 0, y: 1, 'font-family': MINCHO, 'font-size': 38, 'font-weight': 700, 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: ink.yellow, stroke: ink.black, 'stroke-width': 0.6, transform: 'scale(1 0.8)' }, '寿'),
    line(-50, 14, -30, 20, ink.white, 1.5),
  );
}

export const chrysanthemumMonth: MonthFaces = {
  '09-animal': () =>
    g(
      {},
      plant(
        ['M 40 300 C 36 200 44 140 40 90', 'M 160 300 C 164 200 156 120 164 60', 'M 100 300 C 96 200 110 120 100 40'],
        [[40, 140, -50], [44, 110, 40], [160, 100, 50], [158, 140, -50], [100, 90, 40], [104, 70, -40]],
        [[40, 78, 28, 'y'], [164, 50, 28, 'r'], [100, 36, 24, 'y'], [18, 150, 18, 'w'], [184, 130, 18, 'y']],
      ),
      place(102, 204, sakeCup(), -7, 1.15),
    ),
  '09-ribbon': () => g({}, gardenA(), hangingRibbon('blue', '', 92, 40, -16)),
  '09-plain1': () => g({}, gardenA()),
  '09-plain2': () => g({}, gardenB()),
};
