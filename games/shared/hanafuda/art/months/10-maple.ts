/** October — maple (momiji): the deer under red leaves, the blue ribbon, plains of leaves. */
import { g, path, place } from '../svg';
import { ink } from '../palette';
import { mapleLeaf } from '../motifs/flowers';
import { deer } from '../motifs/animals';
import { hangingRibbon } from '../motifs/ribbons';
import type { MonthFaces } from './types';

const branch = (dAttr: string, w: number): string =>
  g({}, path(dAttr, { stroke: ink.black, sw: w + 2 }), path(dAttr, { stroke: '#3a2416', sw: w }));

type Leaf = readonly [number, number, number, number, string?];
const leaves = (list: readonly Leaf[]): string =>
  g({}, ...list.map(([x, y, r, rot, fill]) => place(x, y, mapleLeaf(r, fill ?? ink.red), rot)));

function treeA(): string {
  return g(
    {},
    branch('M -4 30 C 40 40 80 30 120 60 C 150 80 170 110 204 110', 6),
    branch('M 60 34 C 60 70 40 100 44 140', 3.5),
    branch('M 130 66 C 130 110 120 150 130 190', 3.5),
    branch('M 170 100 C 176 130 168 160 176 200', 3),
    leaves([
      [20, 52, 22, 10], [60, 22, 20, -20], [96, 40, 22, 30], [44, 150, 24, 0], [36, 104, 20, -30], [70, 90, 20, 20, '#e05a1c'],
      [130, 200, 24, 0], [112, 140, 22, -25], [150, 90, 22, 15], [176, 210, 22, 5], [186, 140, 20, 25, '#e05a1c'], [150, 40, 20, -10],
      [90, 250, 24, -15], [40, 236, 22, 20], [160, 268, 22, 10, '#e05a1c'], [20, 190, 18, 35],
    ]),
  );
}

function treeB(): string {
  return g(
    {},
    branch('M 204 40 C 160 50 120 40 80 70 C 50 90 30 120 -4 120', 6),
    branch('M 140 44 C 140 80 160 110 156 150', 3.5),
    branch('M 70 76 C 70 120 80 160 70 200', 3.5),
    branch('M 30 110 C 24 140 32 170 24 210', 3),
    leaves([
      [180, 62, 22, -10], [140, 30, 20, 20], [104, 52, 22, -30], [156, 160, 24, 0], [164, 114, 20, 30], [130, 100, 20, -20, '#e05a1c'],
      [70, 210, 24, 0], [88, 150, 22, 25], [50, 100, 22, -15], [24, 220, 22, -5], [14, 150, 20, -25, '#e05a1c'], [50, 50, 20, 10],
      [110, 256, 24, 15], [160, 240, 22, -20], [40, 272, 22, -10, '#e05a1c'], [180, 196, 18, -35],
    ]),
  );
}

export const maple: MonthFaces = {
  '10-animal': () =>
    g(
      {},
      branch('M -4 24 C 40 30 90 20 130 44 C 160 60 180 56 204 64', 6),
      branch('M 80 28 C 84 50 76 70 80 96', 3),
      leaves([[24, 44, 22, 10], [70, 18, 20, -15], [110, 40, 22, 25], [80, 100, 22, 0, '#e05a1c'], [150, 64, 22, -10], [186, 40, 20, 20], [40, 90, 18, -20], [176, 100, 18, 10]]),
      place(104, 214, deer(), 0, 1.15),
    ),
  '10-ribbon': () => g({}, treeA(), hangingRibbon('blue', '', 90, 56, -18)),
  '10-plain1': () => g({}, treeA()),
  '10-plain2': () => g({}, treeB()),
};
