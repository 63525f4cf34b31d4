/** Willow strands, streams, the rain man (Ono no Michikaze) and the thunder drums of November. */
import { circle, ellipse, path, g, line, place, polygon, scatter, num } from '../svg';
import { Pen, compose, rotate, translate } from '../pen';
import { ink } from '../palette';

const K = { stroke: ink.black, sw: 1.5 };

/** One drooping strand from (x, y): a thin stem with narrow leaves on alternating sides. */
export function strand(x: number, y: number, len: number, sway: number, seed: number): string {
  const rnd = scatter(seed);
  const c1x = x + sway * 0.2;
  const c2x = x + sway;
  const ex = x + sway * 0.7;
  const ey = y + len;
  const dark = new Pen();
  const light = new Pen();
  const n = Math.round(len / 7);
  for (let i = 1; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    const px = u * u * u * x + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * ex;
    const py = u * u * u * y + 3 * u * u * t * (y + len * 0.4) + 3 * u * t * t * (y + len * 0.7) + t * t * t * ey;
    const side = i % 2 ? 1 : -1;
    (rnd() < 0.35 ? light : dark).at(compose(translate(px, py), rotate(side * (24 + rnd() * 14))), (p) => p.ellipse(side * 2.5, 6, 2.2, 7.5));
  }
  const leaf = { stroke: ink.black, sw: 0.7 };
  return g(
    {},
    path(`M ${num(x)} ${num(y)} C ${num(c1x)} ${num(y + len * 0.4)} ${num(c2x)} ${num(y + len * 0.7)} ${num(ex)} ${num(ey)}`, { stroke: ink.black, sw: 1.6 }),
    path(dark.toString(), { fill: '#3f7f2e', ...leaf }),
    path(light.toString(), { fill: '#9ab83a', ...leaf }),
  );
}

/** A bough of willow coming in from a top corner with its strands hanging down. */
export function willowBough(fromRight: boolean, reach: number, seed: number, lengths: readonly number[]): string {
  const sx = fromRight ? 206 : -6;
  const dir = fromRight ? -1 : 1;
  const bough = `M ${sx} 6 C ${sx + dir * reach * 0.4} 10 ${sx + dir * reach * 0.7} 20 ${sx + dir * reach} 40`;
  const strands = lengths.map((len, i) => {
    const t = (i + 0.5) / lengths.length;
    const x = sx + dir * reach * t;
    const y = 6 + 34 * t * t;
    return strand(x, y, len, dir * (8 + ((i * 7) % 12)), seed + i);
  });
  return g({}, ...strands, path(bough, { stroke: ink.black, sw: 6 }), path(bough, { stroke: '#3a2a1a', sw: 4 }));
}

/** A stream across the bottom: blue water with white curling crests. */
export function stream(top: number): string {
  const water = path(`M -5 ${top} C 40 ${top - 10} 80 ${top + 10} 120 ${top} C 150 ${top - 8} 180 ${top + 6} 205 ${top - 2} L 205 305 L -5 305 Z`, { fill: ink.water, ...K });
  const crests: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 5; i++) {
      const x = -10 + i * 46 + (row % 2) * 22;
      const y = top + 14 + row * 14;
      crests.push(path(`M ${x} ${y} C ${x + 8} ${y - 8} ${x + 18} ${y - 8} ${x + 22} ${y} C ${x + 18} ${y - 3} ${x + 14} ${y - 2} ${x + 12} ${y + 1}`, { stroke: ink.white, sw: 1.5 }));
    }
  }
  return g({ class: 'stream' }, water, ...crests);
}

/**
 * Ono no Michikaze, the calligrapher, under his umbrella: black court cap, ochre robe over
 * white and red layers, walking left. Origin at his feet.
 */
export function rainMan(): string {
  const umbrella = g(
    { transform: 'translate(6 -150) rotate(-18)' },
    path('M -56 4 C -52 -40 52 -40 56 4 C 44 -2 36 8 28 2 C 18 -4 10 8 0 2 C -10 -4 -18 8 -28 2 C -36 -4 -44 8 -56 4 Z', { fill: ink.red, ...K }),
    path('M 0 -30 L -44 0 M 0 -30 L -22 4 M 0 -30 L 0 2 M 0 -30 L 22 4 M 0 -30 L 44 0', { stroke: ink.black, sw: 1.2 }),
    circle(0, -30, 3, { fill: ink.black }),
    line(0, 2, 0, 70, ink.black, 2.4),
  );
  const robe = path('M -26 -104 C -40 -80 -48 -40 -52 -4 L 30 -4 C 30 -40 26 -80 18 -104 Z', { fill: ink.ochre, ...K });
  const pattern = path('M -40 -60 L -20 -50 L -36 -34 M -10 -80 L 6 -70 L -8 -56 M 0 -40 L 16 -30 L 2 -16 M -30 -20 L -16 -12', { stroke: ink.darkBrown, sw: 1.4 });
  const hem = path('M -52 -4 L 30 -4 L 32 6 L -54 6 Z', { fill: ink.indigo, ...K });
  const sleeve = path('M -18 -100 C -36 -96 -50 -86 -54 -66 C -44 -58 -30 -62 -20 -70 C -10 -78 0 -86 4 -92 Z', { fill: ink.ochre, ...K });
  const hand = circle(6, -88, 4.5, { fill: '#f1cfa6', ...K, sw: 1.1 });
  const collar = path('M -16 -106 L -4 -90 L 8 -106', { stroke: ink.white, sw: 3 }) + path('M -13 -106 L -4 -94 L 5 -106', { stroke: ink.red, sw: 1.6 });
  const head = g(
    {},
    ellipse(-6, -118, 10, 12, { fill: '#f1cfa6', ...K }),
    path('M -15 -124 C -14 -140 2 -144 4 -128 L 2 -122 L -14 -122 Z', { fill: ink.black }),
    path('M -4 -140 C -2 -150 8 -152 12 -146 L 2 -136 Z', { fill: ink.black }),
    path('M -13 -118 L -9 -117 M -13 -112 C -11 -110 -8 -110 -7 -112', { stroke: ink.black, sw: 1 }),
    path('M -10 -106 C -8 -102 -2 -102 0 -106', { stroke: ink.black, sw: 1.4 }),
  );
  const feet = path('M -40 6 L -40 12 L -26 12 L -26 6 Z M -6 6 L -6 12 L 8 12 L 8 6 Z', { fill: ink.black });
  return g({ class: 'rain-man' }, feet, robe, pattern, hem, collar, head, umbrella, sleeve, hand);
}

/** One taiko drum seen face on: red body rim, pale face and the black three-comma tomoe. */
function drum(r: number): string {
  const comma = (rot: number): string =>
    g({ transform: `rotate(${rot})` }, path(`M 0 ${-r * 0.55} C ${r * 0.45} ${-r * 0.55} ${r * 0.45} 0 0 0 C ${r * 0.15} ${-r * 0.15} ${r * 0.1} ${-r * 0.3} ${-r * 0.1} ${-r * 0.4} Z`, { fill: ink.black }), circle(0, -r * 0.33, r * 0.2, { fill: ink.black }));
  return g(
    {},
    circle(0, 0, r, { fill: ink.red, ...K }),
    path(`M ${-r * 0.7} ${-r * 0.7} L ${-r * 0.55} ${-r * 0.55} M ${r * 0.7} ${-r * 0.7} L ${r * 0.55} ${-r * 0.55} M ${-r * 0.7} ${r * 0.7} L ${-r * 0.55} ${r * 0.55} M ${r * 0.7} ${r * 0.7} L ${r * 0.55} ${r * 0.55}`, { stroke: ink.yellow, sw: 1.6 }),
    circle(0, 0, r * 0.68, { fill: ink.paper, ...K, sw: 1.2 }),
    comma(0),
    comma(120),
    comma(240),
  );
}

/** The thunder god's drums hung on a ring, as Raijin carries them. */
export function thunderDrums(cx: number, cy: number, r: number, size = 13): string {
  const parts: string[] = [circle(cx, cy, r, { stroke: ink.black, sw: 5 }), circle(cx, cy, r, { stroke: ink.red, sw: 2 })];
  for (let i = 0; i < 8; i++) {
    const a = (Math.PI * 2 * i) / 8 - Math.PI / 2;
    parts.push(place(cx + r * Math.cos(a), cy + r * Math.sin(a), drum(size), i * 20));
  }
  return g({ class: 'thunder-drums' }, ...parts);
}

/** A forked lightning bolt from (x, y) going down. */
export function bolt(x: number, y: number, s: number): string {
  const pts: [number, number][] = [
    [0, 0], [14, 0], [6, 24], [18, 24], [-2, 64], [4, 36], [-8, 36], [-2, 0],
  ];
  return polygon(pts.map(([px, py]) => [x + px * s, y + py * s] as const), { fill: ink.yellow, ...K });
}
