/**
 * The four-legged animals and insects: butterflies (June), boar (July), deer (October), frog (November).
 * Each is drawn around the origin facing left unless said otherwise.
 */
import { circle, ellipse, path, g, line } from '../svg';
import { ink } from '../palette';

const K = { stroke: ink.black, sw: 1.5 };

/** A butterfly seen from above, wings open; tilt it with place(). */
export function butterfly(fore: string, hind: string, spots: string): string {
  const side = (s: number): string =>
    g(
      { transform: s < 0 ? 'scale(-1 1)' : undefined },
      path('M 2 -2 C 10 -26 34 -34 40 -22 C 44 -12 30 0 2 2 Z', { fill: fore, ...K }),
      path('M 2 2 C 22 2 34 14 28 26 C 22 34 8 24 2 8 Z', { fill: hind, ...K }),
      path('M 8 -6 C 18 -18 28 -24 36 -22', { stroke: ink.black, sw: 1.2 }),
      circle(30, -20, 3.5, { fill: spots, stroke: ink.black, sw: 1 }),
      circle(20, 18, 3, { fill: spots, stroke: ink.black, sw: 1 }),
    );
  return g(
    { class: 'butterfly' },
    side(1),
    side(-1),
    ellipse(0, 2, 2.6, 13, { fill: ink.black }),
    circle(0, -12, 3, { fill: ink.black }),
    path('M -1 -14 C -4 -22 -8 -26 -12 -28 M 1 -14 C 4 -22 8 -26 12 -28', { stroke: ink.black, sw: 1 }),
  );
}

/** A wild boar charging left: humped, bristly dark body, pale tusk, legs stretched in the run. */
export function boar(): string {
  const legs = g(
    {},
    path('M -30 14 C -40 24 -50 34 -60 40 L -56 46 C -44 40 -32 32 -20 22 Z', { fill: '#3a2414', ...K }),
    path('M -16 18 C -20 30 -26 40 -30 48 L -24 51 C -16 42 -8 32 -4 22 Z', { fill: '#2a1a0e', ...K }),
    path('M 34 14 C 44 24 54 32 66 38 L 64 45 C 50 40 38 32 26 24 Z', { fill: '#3a2414', ...K }),
    path('M 46 8 C 58 14 68 18 80 20 L 80 27 C 66 27 54 22 40 16 Z', { fill: '#2a1a0e', ...K }),
  );
  const body = path(
    'M -58 -4 C -56 -30 -30 -46 0 -44 C 30 -42 58 -30 64 -8 C 68 10 56 24 36 26 C 10 30 -20 30 -40 22 C -52 16 -58 8 -58 -4 Z',
    { fill: '#6b4426', ...K },
  );
  const shade = path('M -40 20 C -20 28 10 28 36 24 C 50 20 60 12 62 0 C 50 14 30 18 0 18 C -20 18 -32 16 -40 20 Z', { fill: '#4a2e18' });
  const mane = path(
    'M -50 -26 L -46 -42 L -38 -34 L -32 -50 L -24 -40 L -14 -52 L -6 -42 L 4 -52 L 12 -42 L 22 -50 L 28 -40 L 40 -44 L 42 -34 L 54 -34 C 30 -40 0 -40 -50 -26 Z',
    { fill: ink.black, ...K, sw: 1 },
  );
  const bristles = path('M -34 -14 L -26 -6 M -16 -20 L -8 -10 M 4 -22 L 12 -12 M 22 -22 L 30 -12 M 40 -16 L 48 -6 M -24 4 L -16 10 M -4 2 L 4 10 M 16 2 L 24 10 M 36 0 L 44 8', { stroke: '#3a2414', sw: 1.6 });
  const head = g(
    {},
    path('M -46 -32 C -60 -28 -74 -16 -86 -4 L -88 8 C -78 13 -64 14 -52 12 C -44 6 -42 -12 -46 -32 Z', { fill: '#5a3820', ...K }),
    ellipse(-87, 2, 3.4, 6.5, { fill: '#c9866a', ...K, sw: 1 }, 10),
    path('M -72 10 C -78 6 -80 0 -76 -6 C -74 0 -72 4 -68 8 Z', { fill: ink.white, ...K, sw: 1 }),
    path('M -48 -30 L -42 -46 L -36 -30 Z', { fill: '#2a1a0e', ...K }),
    path('M -64 -16 L -56 -18', { stroke: ink.black, sw: 1.4 }),
    circle(-60, -13, 2.3, { fill: ink.white, stroke: ink.black, sw: 1 }),
    circle(-60.6, -13, 1.1, { fill: ink.black }),
  );
  const tail = path('M 64 -8 C 72 -10 76 -18 72 -26', { stroke: ink.black, sw: 2.2 });
  return g({ class: 'boar' }, legs, tail, body, shade, bristles, mane, head);
}

/** A stag standing left, head turned back over its shoulder, antlers raised. */
export function deer(): string {
  const leg = (dAttr: string, fill: string): string => path(dAttr, { fill, ...K, sw: 1.2 });
  const legs = g(
    {},
    leg('M -34 10 L -40 58 L -34 58 L -26 14 Z', '#9a6a2e'),
    leg('M -18 12 L -16 62 L -10 62 L -8 12 Z', '#b57d36'),
    leg('M 30 8 L 36 56 L 42 56 L 40 6 Z', '#9a6a2e'),
    leg('M 44 4 L 56 58 L 62 58 L 54 2 Z', '#b57d36'),
    path('M -40 58 L -42 63 L -33 63 Z M -16 62 L -17 66 L -9 66 Z M 36 56 L 35 61 L 43 61 Z M 56 58 L 55 63 L 63 63 Z', { fill: ink.black }),
  );
  const body = path('M -46 -8 C -40 -26 0 -26 40 -20 C 58 -16 62 0 56 10 C 40 18 0 18 -30 16 C -44 14 -50 4 -46 -8 Z', { fill: '#c58a3c', ...K });
  const belly = path('M -36 12 C -10 16 20 16 48 10', { stroke: '#f2dfb4', sw: 3 });
  const spots = g({}, ...[[-24, -12], [-8, -14], [8, -14], [24, -12], [-16, -4], [0, -6], [16, -4], [34, -6]].map(([x, y]) => circle(x ?? 0, y ?? 0, 2.2, { fill: '#f6e7c4' })));
  const tail = path('M 54 -14 C 62 -20 66 -16 62 -8 Z', { fill: ink.white, ...K, sw: 1 });
  const neck = path('M -44 -4 C -50 -24 -44 -40 -30 -52 L -18 -46 C -28 -34 -30 -20 -26 -8 Z', { fill: '#c58a3c', ...K });
  const head = g(
    {},
    path('M -32 -56 C -24 -62 -6 -62 4 -54 C 8 -50 6 -46 0 -46 C -10 -46 -20 -44 -28 -42 C -34 -44 -36 -52 -32 -56 Z', { fill: '#c58a3c', ...K }),
    ellipse(4, -51, 3, 2.5, { fill: ink.black }),
    circle(-16, -54, 2.2, { fill: ink.black }),
    path('M -30 -58 C -36 -66 -42 -66 -44 -60 C -40 -58 -36 -56 -30 -54 Z', { fill: '#b57d36', ...K, sw: 1 }),
  );
  const antler = (dAttr: string): string => path(dAttr, { stroke: '#7a5020', sw: 3 });
  const antlers = g(
    {},
    antler('M -24 -60 C -28 -78 -22 -92 -10 -104 M -26 -74 C -36 -82 -40 -90 -38 -98 M -18 -90 C -10 -92 -4 -98 -2 -106'),
    antler('M -18 -60 C -12 -74 -4 -82 10 -88 M -10 -72 C -6 -82 -8 -92 -4 -100 M 0 -80 C 8 -78 16 -82 20 -90'),
  );
  return g({ class: 'deer' }, legs, body, belly, spots, tail, neck, antlers, head);
}

/** A green frog leaping up to the right, legs stretched. */
export function frog(): string {
  return g(
    { class: 'frog' },
    path('M -10 10 L -30 30 L -40 30 M -30 30 L -34 38', { stroke: '#2d6a2a', sw: 4 }),
    path('M -4 14 L -16 38 L -26 42', { stroke: '#2d6a2a', sw: 4 }),
    path('M -14 6 C -14 -8 4 -18 18 -14 C 26 -10 24 2 14 8 C 6 12 -10 14 -14 6 Z', { fill: '#4f9a3c', ...K }),
    path('M 18 -12 L 28 -22 L 32 -20 M 14 4 L 26 -2 L 30 0', { stroke: '#2d6a2a', sw: 3.5 }),
    circle(14, -14, 3.2, { fill: ink.yellow, ...K, sw: 1 }),
    circle(14.5, -14, 1.3, { fill: ink.black }),
    line(-6, -2, 10, -6, '#2d6a2a', 1.4),
  );
}
