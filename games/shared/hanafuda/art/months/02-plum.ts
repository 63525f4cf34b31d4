/** February — plum (ume): bush warbler on a blossoming branch under a red sky, poetry ribbon, plains. */
import { g, path, place } from '../svg';
import { ink } from '../palette';
import { skyTop } from '../motifs/sky';
import { plumBlossom } from '../motifs/flowers';
import { warbler } from '../motifs/birds';
import { hangingRibbon } from '../motifs/ribbons';
import type { MonthFaces } from './types';

const branch = (dAttr: string, w: number): string =>
  g({}, path(dAttr, { stroke: ink.black, sw: w + 2 }), path(dAttr, { stroke: '#3a2416', sw: w }));

const red = (r: number): string => plumBlossom(r, ink.red, ink.yellow);
const white = (r: number): string => plumBlossom(r, ink.white, ink.red);
type Bloom = readonly [number, number, number, boolean?];
const blooms = (list: readonly Bloom[]): string =>
  g({}, ...list.map(([x, y, r, isWhite], i) => place(x, y, isWhite ? white(r) : red(r), (i * 23) % 72)));

/** The old tree rising from the lower left in a zigzag, twigs shooting upward. */
function plumTree(variant: 0 | 1): string {
  if (variant === 0) {
    return g(
      {},
      branch('M 20 300 C 30 260 70 250 60 210 C 52 180 90 170 120 150 C 150 130 140 100 170 80', 8),
      branch('M 62 214 C 40 196 30 176 36 150', 4),
      branch('M 118 152 C 124 130 110 110 116 90', 3.5),
      branch('M 150 116 C 170 112 184 118 196 110', 3),
      branch('M 166 84 C 172 64 168 50 178 34', 3),
      blooms([
        [36, 148, 16], [30, 176, 13, true], [60, 208, 15], [118, 86, 16], [108, 114, 13, true], [96, 62, 12],
        [178, 32, 15], [164, 60, 13], [194, 106, 15, true], [150, 114, 14], [124, 150, 16], [90, 172, 13, true],
        [80, 240, 14], [24, 262, 13], [52, 232, 12, true], [140, 136, 11], [40, 124, 12]
      ]),
    );
  }
  return g(
    {},
    branch('M 180 300 C 170 256 130 250 140 210 C 148 180 110 168 86 146 C 60 124 70 96 40 74', 8),
    branch('M 138 214 C 160 196 170 176 164 150', 4),
    branch('M 88 148 C 84 126 96 106 90 86', 3.5),
    branch('M 58 112 C 36 108 20 114 6 106', 3),
    branch('M 44 78 C 36 58 40 44 30 28', 3),
    blooms([
      [164, 148, 16], [170, 176, 13, true], [140, 208, 15], [90, 84, 16], [98, 112, 13, true], [104, 62, 12],
      [30, 28, 15], [44, 58, 13], [8, 104, 15, true], [58, 112, 14], [86, 146, 16], [112, 170, 13, true],
      [120, 240, 14], [176, 262, 13], [148, 232, 12, true], [60, 136, 11], [160, 124, 12],
    ]),
  );
}

export const plum: MonthFaces = {
  '02-animal': () =>
    g(
      {},
      skyTop(118, ink.red, 4, 14),
      branch('M -4 250 C 40 240 70 210 100 200 C 130 190 160 196 204 170', 8),
      branch('M 70 214 C 60 180 70 150 60 120', 4),
      branch('M 150 192 C 160 170 150 150 162 128', 3.5),
      branch('M 100 200 C 110 230 130 250 124 280', 3.5),
      blooms([
        [60, 118, 16], [66, 150, 13, true], [162, 126, 15], [154, 158, 13], [124, 280, 15, true], [110, 240, 14],
        [24, 244, 15, true], [190, 172, 15], [36, 90, 13], [180, 80, 13, true], [84, 206, 12], [140, 60, 12, true],
      ]),
      place(112, 172, warbler(), 0, 1.35),
    ),
  '02-ribbon': () => g({}, skyTop(96, ink.red, 4, 12), plumTree(0), hangingRibbon('poetry', 'あかよろし', 70, 58, -18)),
  '02-plain1': () => g({}, skyTop(100, ink.red, 4, 12), plumTree(0)),
  '02-plain2': () => g({}, skyTop(88, ink.red, 5, 12, 1), plumTree(1)),
};
