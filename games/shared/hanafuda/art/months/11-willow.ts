/** November — willow (yanagi): the rain man with the frog, the swallow, the red ribbon and the lightning. */
import { g, path, place } from '../svg';
import { ink } from '../palette';
import { swallow } from '../motifs/birds';
import { frog } from '../motifs/animals';
import { hangingRibbon } from '../motifs/ribbons';
import { willowBough, stream, rainMan, thunderDrums, bolt, strand } from '../motifs/willow';
import type { MonthFaces } from './types';

/** Slanting rain streaks behind the rain man. */
function rain(): string {
  const streaks: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = 10 + ((i * 53) % 190);
    const y = 20 + ((i * 97) % 200);
    streaks.push(`M ${x} ${y} L ${x - 8} ${y + 22}`);
  }
  return path(streaks.join(' '), { stroke: '#5a5a5a', sw: 1.2 });
}

export const willow: MonthFaces = {
  '11-bright': () =>
    g(
      {},
      rain(),
      willowBough(true, 120, 3, [150, 190, 130, 170, 110]),
      stream(250),
      place(118, 258, rainMan(), 0, 1.05),
      place(34, 232, frog(), -20, 0.95),
    ),
  '11-animal': () =>
    g(
      {},
      willowBough(false, 170, 7, [120, 180, 150, 210, 140, 190]),
      stream(262),
      place(112, 150, swallow(), 24, 1.2),
    ),
  '11-ribbon': () =>
    g(
      {},
      willowBough(true, 190, 11, [140, 200, 170, 230, 150, 190, 120]),
      stream(262),
      hangingRibbon('red', '', 66, 52, -18),
    ),
  '11-plain1': () =>
    g(
      {},
      path('M -5 -5 L 205 -5 L 205 305 L -5 305 Z', { fill: ink.red }),
      path('M -5 -5 L 205 -5 L 205 150 C 180 170 160 140 130 160 C 100 180 80 150 50 170 C 30 182 10 170 -5 176 Z', { fill: ink.black }),
      thunderDrums(100, 82, 50, 15),
      bolt(40, 150, 1.5),
      bolt(150, 154, 1.25),
      g({}, strand(-2, 120, 180, 14, 21), strand(18, 140, 150, 12, 22), strand(184, 150, 140, -10, 23), strand(202, 124, 176, -14, 24)),
      path('M -5 272 C 40 262 80 280 120 270 C 150 262 180 276 205 268 L 205 305 L -5 305 Z', { fill: ink.black }),
    ),
};
