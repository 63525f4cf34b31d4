/** Suns, moons, and the red skies and grounds that give hanafuda their blocks of colour. */
import { circle, path, d, g } from '../svg';
import { ink } from '../palette';

export const redSun = (cx: number, cy: number, r: number): string =>
  circle(cx, cy, r, { fill: ink.red, stroke: ink.black, sw: 1.5 });

export const fullMoon = (cx: number, cy: number, r: number): string =>
  g({}, circle(cx, cy, r, { fill: ink.white, stroke: ink.black, sw: 1.5 }));

/** A crescent opening to the lower left, as on the cuckoo card. */
export function crescent(cx: number, cy: number, r: number, fill: string = ink.yellow): string {
  return path(
    d`M ${cx - r * 0.2} ${cy - r} A ${r} ${r} 0 1 1 ${cx - r} ${cy + r * 0.25}
      A ${r * 0.82} ${r * 0.82} 0 1 0 ${cx - r * 0.2} ${cy - r} Z`,
    { fill, stroke: ink.black, sw: 1.3 },
  );
}

/**
 * A field of colour from the top of the card down to a cloudy lower edge at about `edge`.
 * `lobes` bulges give the soft, scalloped edge of hanafuda skies.
 */
export function skyTop(edge: number, fill: string, lobes = 5, depth = 10, phase = 0): string {
  const step = 200 / lobes;
  let p = `M -5 -5 L 205 -5 L 205 ${edge}`;
  for (let i = lobes; i > 0; i--) {
    const x0 = i * step;
    const x1 = (i - 1) * step;
    const dip = ((i + phase) % 2 === 0 ? 1 : 0.55) * depth;
    p += d` C ${x0 - step * 0.1} ${edge + dip} ${x1 + step * 0.1} ${edge + dip} ${x1} ${edge}`;
  }
  return path(p + ' Z', { fill });
}

/** The same, rising from the bottom of the card (hills, ground, clouds below). */
export function groundBottom(edge: number, fill: string, lobes = 4, height = 10, phase = 0): string {
  const step = 200 / lobes;
  let p = `M -5 305 L -5 ${edge}`;
  for (let i = 0; i < lobes; i++) {
    const x0 = i * step;
    const x1 = (i + 1) * step;
    const rise = ((i + phase) % 2 === 0 ? 1 : 0.6) * height;
    p += d` C ${x0 + step * 0.1} ${edge - rise} ${x1 - step * 0.1} ${edge - rise} ${x1} ${edge}`;
  }
  return path(p + ' L 205 305 Z', { fill });
}
