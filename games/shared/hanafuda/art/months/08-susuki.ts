/** August — susuki grass: the full moon in a red sky, three geese, and plains of the grassy hill. */
import { g, path, place, scatter } from '../svg';
import { Pen } from '../pen';
import { ink } from '../palette';
import { fullMoon } from '../motifs/sky';
import { goose } from '../motifs/birds';
import type { MonthFaces } from './types';

const redSky = (): string => path('M -5 -5 L 205 -5 L 205 305 L -5 305 Z', { fill: ink.sky });

/** Height of the hill's ridge at x: a broad dome peaking at peakX. */
function ridge(x: number, top: number, peakX: number): number {
  const t = (x - peakX) / 150;
  return top + 70 * t * t;
}

/**
 * The black hill: a broad dome with white blades of grass sweeping up its face, and susuki
 * stems with feathery plumes standing in silhouette along the ridge.
 */
function hill(top: number, peakX: number, seed: number): string {
  let outline = `M -5 ${ridge(-5, top, peakX)}`;
  for (let x = 5; x <= 205; x += 10) outline += ` L ${x} ${Math.round(ridge(x, top, peakX) * 10) / 10}`;
  const rnd = scatter(seed);
  const blades = new Pen();
  for (let i = 0; i < 22; i++) {
    const x = -6 + i * 10 + rnd() * 6;
    const h = (300 - ridge(x, top, peakX)) * (0.5 + rnd() * 0.45);
    const lean = (rnd() - 0.5) * 40;
    blades.M(x - 1.6, 300).Q(x + lean * 0.2, 300 - h * 0.6, x + lean, 300 - h).Q(x + lean * 0.2 + 2, 300 - h * 0.6, x + 1.6, 300).Z();
  }
  const stems = new Pen();
  for (let i = 0; i < 46; i++) {
    const x = -4 + i * 4.6 + rnd() * 3;
    const base = ridge(x, top, peakX) + 3;
    const h = 7 + rnd() * 13;
    const lean = (rnd() - 0.3) * 12;
    stems.M(x - 1.3, base).Q(x + lean * 0.3, base - h * 0.6, x + lean, base - h).Q(x + lean * 0.3 + 1, base - h * 0.6, x + 1.3, base).Z();
  }
  return g({}, path(stems.toString(), { fill: ink.black }), path(`${outline} L 205 305 L -5 305 Z`, { fill: ink.black }), path(blades.toString(), { fill: ink.white }));
}

export const susuki: MonthFaces = {
  '08-bright': () => g({}, redSky(), fullMoon(100, 110, 66), hill(196, 100, 3)),
  '08-animal': () =>
    g(
      {},
      redSky(),
      place(58, 60, goose(), -10, 0.85),
      place(110, 100, goose(), -10, 0.85),
      place(152, 142, goose(), -10, 0.85),
      hill(200, 90, 5),
    ),
  '08-plain1': () => g({}, redSky(), hill(120, 130, 7)),
  '08-plain2': () => g({}, redSky(), hill(150, 60, 9)),
};
