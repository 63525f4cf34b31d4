/** August — susuki grass: the full moon in a red sky, three geese, and plains of the grassy hill. */
import { g, path, place } from '../svg';
import { ink } from '../palette';
import { fullMoon } from '../motifs/sky';
import { goose } from '../motifs/birds';
import type { MonthFaces } from './types';

const redSky = (): string => path('M -5 -5 L 205 -5 L 205 305 L -5 305 Z', { fill: ink.sky });

/**
 * The black hill: a broad dome from `top` with white blades of grass sweeping up its face and
 * a fringe of seed heads along the ridge.
 */
function hill(top: number, peakX: number, seed: number): string {
  const hillPath = `M -5 ${top + 70} C ${peakX - 80} ${top - 10} ${peakX + 40} ${top - 20} 205 ${top + 40} L 205 305 L -5 305 Z`;
  const blades: string[] = [];
  for (let i = 0; i < 16; i++) {
    const x = -10 + i * 14 + ((i * seed) % 5);
    const y = 300;
    const h = 70 + ((i * 37 + seed * 11) % 60);
    const lean = ((i * 13 + seed) % 30) - 15;
    blades.push(path(`M ${x} ${y} Q ${x + lean * 0.3} ${y - h * 0.6} ${x + lean} ${y - h}`, { stroke: ink.white, sw: 1.3 }));
  }
  const fringe: string[] = [];
  for (let i = 0; i < 14; i++) {
    const t = i / 13;
    const x = -5 + t * 210;
    const y = top + 70 * (1 - t) * (1 - t) + 40 * t * t - 30 * 2 * t * (1 - t) + 4;
    fringe.push(path(`M ${x} ${y} Q ${x + 4} ${y - 14} ${x + 10} ${y - 20}`, { stroke: ink.black, sw: 2.4 }));
  }
  return g({}, ...fringe, path(hillPath, { fill: ink.black }), ...blades);
}

export const susuki: MonthFaces = {
  '08-bright': () => g({}, redSky(), fullMoon(100, 104, 64), hill(186, 110, 3)),
  '08-animal': () =>
    g(
      {},
      redSky(),
      place(60, 60, goose(), -8, 0.75),
      place(118, 96, goose(), -8, 0.75),
      place(168, 130, goose(), -8, 0.75),
      hill(190, 90, 5),
    ),
  '08-plain1': () => g({}, redSky(), hill(110, 120, 7)),
  '08-plain2': () => g({}, redSky(), hill(150, 70, 9)),
};
