/** May — iris (ayame): the zigzag eight-plank bridge among irises, the plain red ribbon, plains. */
import { g, path, place, line } from '../svg';
import { ink } from '../palette';
import { hangingRibbon } from '../motifs/ribbons';
import type { MonthFaces } from './types';

/** An iris bloom: three drooping falls with yellow-white signals and three upright standards. */
function irisBloom(s = 1): string {
  const K = { stroke: ink.black, sw: 1.2 };
  const fall = (rot: number): string =>
    g(
      { transform: `rotate(${rot})` },
      path('M 0 0 C 8 4 20 10 22 22 C 22 30 14 30 10 24 C 6 18 2 10 0 0 Z', { fill: ink.purple, ...K }),
      path('M 4 6 C 10 10 14 16 14 22', { stroke: ink.yellow, sw: 2 }),
      path('M 6 8 C 10 12 12 16 12 19', { stroke: ink.white, sw: 1 }),
    );
  const standard = (rot: number): string =>
    g({ transform: `rotate(${rot})` }, path('M 0 0 C -6 -8 -6 -22 0 -30 C 6 -22 6 -8 0 0 Z', { fill: ink.lilac, ...K }));
  return g({ transform: s !== 1 ? `scale(${s})` : undefined }, standard(-18), standard(18), standard(0), fall(10), g({ transform: 'scale(-1 1)' }, fall(10)), fall(80));
}

/** A sword-shaped leaf rising from the ground at the origin. */
function blade(h: number, lean: number, fill: string = ink.green): string {
  return path(`M -4 0 C -3 ${-h * 0.5} ${lean * 0.6} ${-h * 0.85} ${lean} ${-h} C ${lean * 0.4 + 1} ${-h * 0.8} 4 ${-h * 0.5} 4 0 Z`, { fill, stroke: ink.black, sw: 1.1 });
}

type Stem = readonly [number, number, number, number];
/** A clump: leaves first, then stems each topped by a bloom. */
function clump(x: number, ground: number, stems: readonly Stem[], leaves: readonly (readonly [number, number, number])[]): string {
  return g(
    {},
    ...leaves.map(([dx, h, lean], i) => place(x + dx, ground, blade(h, lean, i % 3 === 0 ? ink.darkGreen : ink.green))),
    ...stems.map(([dx, h, lean, size]) => g({}, line(x + dx, ground, x + dx + lean, ground - h, ink.darkGreen, 3), place(x + dx + lean, ground - h, irisBloom(size)))),
  );
}

/** Planks laid in a zigzag, seen from above at an angle, with posts beneath each joint. */
function bridge(): string {
  const joints: readonly (readonly [number, number])[] = [[-10, 214], [62, 176], [120, 214], [214, 158]];
  const posts = joints.slice(1, -1).map(([x, y]) => path(`M ${x - 6} ${y + 8} L ${x - 6} ${y + 40} M ${x + 6} ${y + 8} L ${x + 6} ${y + 40}`, { stroke: ink.black, sw: 4 }));
  const deck = joints.map(([x, y], i) => `${i ? 'L' : 'M'} ${x} ${y}`).join(' ');
  const square = { 'stroke-linejoin': 'miter', 'stroke-linecap': 'butt' };
  const boards: string[] = [path(deck, { stroke: ink.black, sw: 26, extra: square }), path(deck, { stroke: '#c99a52', sw: 22, extra: square })];
  for (let i = 0; i < joints.length - 1; i++) {
    const [x1, y1] = joints[i] ?? [0, 0];
    const [x2, y2] = joints[i + 1] ?? [0, 0];
    const n = 6;
    for (let k = 1; k < n; k++) {
      const t = k / n;
      const cx = x1 + (x2 - x1) * t;
      const cy = y1 + (y2 - y1) * t;
      boards.push(line(cx - 4, cy - 10, cx + 4, cy + 10, '#7a5520', 1.3));
    }
  }
  return g({ class: 'yatsuhashi' }, ...posts, ...boards);
}

const water = (): string => path('M -5 250 C 30 240 60 260 100 250 C 140 240 170 256 205 246 L 205 305 L -5 305 Z', { fill: ink.water });
const ripples = (): string => path('M 10 268 C 24 262 38 268 52 264 M 90 276 C 104 270 118 276 132 272 M 150 262 C 164 256 178 262 192 258', { stroke: ink.white, sw: 1.6 });

function irisesA(): string {
  return g(
    {},
    clump(60, 300, [[-8, 150, -10, 1.1], [6, 190, 8, 1], [18, 110, 20, 0.95]], [[-20, 120, -16], [-10, 170, -6], [0, 210, 8], [10, 150, 18], [22, 100, 26], [-30, 80, -20]]),
    clump(150, 300, [[-6, 220, -6, 1.05], [8, 130, 14, 1]], [[-18, 150, -14], [-6, 240, -4], [6, 190, 10], [18, 120, 22], [28, 90, 30]]),
  );
}

function irisesB(): string {
  return g(
    {},
    clump(50, 300, [[-4, 200, -8, 1.05], [10, 140, 14, 1]], [[-16, 150, -18], [-4, 230, -6], [8, 170, 10], [20, 110, 24]]),
    clump(140, 300, [[-10, 160, -12, 1.1], [4, 230, 4, 1], [18, 120, 22, 0.95]], [[-24, 110, -20], [-12, 180, -10], [0, 250, 2], [12, 160, 16], [26, 100, 28]]),
  );
}

export const iris: MonthFaces = {
  '05-animal': () =>
    g(
      {},
      clump(40, 200, [[-6, 120, -10, 1], [10, 160, 6, 1.05]], [[-18, 110, -14], [-6, 150, -6], [6, 130, 10], [18, 90, 20]]),
      clump(150, 170, [[-4, 120, -8, 1.05], [12, 90, 16, 0.95]], [[-16, 100, -14], [-4, 130, -2], [8, 110, 12], [20, 70, 24]]),
      water(),
      ripples(),
      bridge(),
      clump(96, 300, [[-6, 60, -12, 0.9], [12, 70, 14, 0.95]], [[-14, 70, -14], [-2, 90, -4], [10, 80, 10], [22, 50, 18]]),
    ),
  '05-ribbon': () => g({}, irisesA(), hangingRibbon('red', '', 96, 42, -10)),
  '05-plain1': () => g({}, irisesA()),
  '05-plain2': () => g({}, irisesB()),
};
