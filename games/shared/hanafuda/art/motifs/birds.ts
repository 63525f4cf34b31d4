/**
 * The birds of the deck, each drawn around the origin facing left at about 100 units across:
 * crane (January), bush warbler (February), cuckoo (April), goose (August), swallow (November)
 * and phoenix (December).
 */
import { circle, ellipse, path, d, g } from '../svg';
import { ink } from '../palette';

const K = { stroke: ink.black, sw: 1.5 };

/** Red-crowned crane standing, head raised: white body, black neck and tail plumes, red crown. */
export function crane(): string {
  const legs = g(
    {},
    path('M -4 16 L -10 62 L -22 66 M -10 62 L -2 67', { stroke: ink.black, sw: 2.6 }),
    path('M 10 16 L 14 60 L 2 64 M 14 60 L 22 65', { stroke: ink.black, sw: 2.6 }),
  );
  const body = path('M -34 -6 C -26 -28 16 -30 38 -12 C 50 -2 44 18 24 21 C 2 25 -24 16 -34 -6 Z', { fill: ink.white, ...K });
  const wing = path('M -14 -14 C 4 -22 24 -18 36 -6 M -10 -4 C 8 -10 22 -6 32 2 M -6 6 C 8 2 18 6 26 12', { stroke: ink.grey, sw: 1.1 });
  const plumes = path(
    'M 22 -14 C 40 -20 60 -10 64 10 C 58 4 52 4 48 10 C 50 2 44 -2 40 0 C 40 8 36 12 30 14 C 34 4 30 -6 22 -14 Z',
    { fill: ink.black, ...K },
  );
  const neckBack = path('M -30 -10 C -46 -34 -26 -50 -32 -82', { stroke: ink.black, sw: 9 });
  const neckFront = path('M -30 -12 C -40 -28 -30 -40 -31 -56', { stroke: ink.white, sw: 3.5 });
  const head = g(
    {},
    ellipse(-32, -86, 8, 6.5, { fill: ink.black, ...K }, -20),
    ellipse(-30, -91, 4.5, 3, { fill: ink.red }, -20),
    path('M -38 -88 L -62 -100 L -37 -83 Z', { fill: '#b9a36a', ...K, sw: 1 }),
    circle(-35, -86, 1.3, { fill: ink.white }),
  );
  return g({ class: 'crane' }, legs, body, wing, plumes, neckBack, neckFront, head);
}

/** Bush warbler perched, plump and olive green, facing left. */
export function warbler(): string {
  const tail = path('M 14 4 L 38 16 L 34 22 L 10 12 Z', { fill: ink.olive, ...K });
  const body = path('M -20 -4 C -18 -20 10 -22 18 -6 C 22 6 12 18 -4 18 C -16 18 -22 8 -20 -4 Z', { fill: '#7d9a2d', ...K });
  const belly = path('M -18 2 C -12 14 0 16 8 14 C -2 12 -10 8 -18 2 Z', { fill: '#c8c86a' });
  const wing = path('M -4 -6 C 8 -12 20 -4 22 8 C 12 6 2 4 -4 -6 Z', { fill: ink.olive, ...K });
  const head = g(
    {},
    circle(-16, -14, 10, { fill: '#7d9a2d', ...K }),
    path('M -25 -15 L -34 -12 L -25 -10 Z', { fill: ink.black }),
    circle(-18, -16, 2.6, { fill: ink.white, stroke: ink.black, sw: 0.8 }),
    circle(-18.3, -16, 1.2, { fill: ink.black }),
  );
  const feet = path('M -4 18 L -6 26 M 4 17 L 4 26', { stroke: ink.black, sw: 1.8 });
  return g({ class: 'warbler' }, feet, tail, body, belly, wing, head);
}

/** Lesser cuckoo in flight: wings raised, long barred tail, heading left. */
export function cuckoo(): string {
  const farWing = path('M -2 2 C 10 16 26 26 50 30 C 36 18 24 8 12 0 Z', { fill: '#3a3a44', ...K });
  const tail = path('M 20 -4 C 34 -8 48 -12 60 -16 C 64 -12 66 -6 64 -2 C 50 0 34 4 20 6 Z', { fill: '#2c2c34', ...K });
  const tailBars = path('M 36 -5 l 0.1 0 M 48 -8 l 0.1 0 M 58 -10 l 0.1 0 M 40 2 l 0.1 0 M 52 -1 l 0.1 0', { stroke: ink.white, sw: 3 });
  const body = path('M -32 -2 C -22 -14 10 -12 26 -2 C 18 10 -12 12 -32 -2 Z', { fill: '#2c2c34', ...K });
  const bars = path('M -18 3 L -16 7 M -10 4 L -8 8 M -2 5 L 0 9 M 6 4 L 8 8', { stroke: ink.white, sw: 1.3 });
  const nearWing = path(
    'M -12 -6 C -6 -28 12 -44 42 -56 L 36 -46 L 42 -44 L 32 -36 L 38 -32 L 26 -26 L 30 -20 L 16 -14 L 16 -6 Z',
    { fill: '#1f1f26', ...K },
  );
  const feathers = path('M 0 -20 L 34 -46 M 4 -14 L 32 -34 M 8 -8 L 26 -24', { stroke: ink.grey, sw: 1 });
  const head = g(
    {},
    circle(-32, -5, 7.5, { fill: '#2c2c34', ...K }),
    path('M -38 -7 L -50 -3 L -38 -1 Z', { fill: ink.yellow, ...K, sw: 1 }),
    circle(-33, -7, 2.2, { fill: ink.yellow, stroke: ink.red, sw: 1.2 }),
  );
  return g({ class: 'cuckoo' }, farWing, tail, tailBars, body, bars, nearWing, feathers, head);
}

/** A wild goose in flight, neck stretched forward. */
export function goose(): string {
  const farWing = path('M 0 -4 C 6 -24 18 -36 34 -40 C 30 -26 24 -12 14 -2 Z', { fill: '#3b3b3b', ...K });
  const body = path('M -24 -2 C -10 -10 20 -10 34 -2 L 46 2 L 34 6 C 18 12 -8 10 -24 2 Z', { fill: ink.black, ...K });
  const belly = path('M -16 3 C -2 8 18 8 30 4', { stroke: ink.white, sw: 1.6 });
  const neck = path('M -20 -1 L -40 -6', { stroke: ink.black, sw: 5 });
  const head = g({}, ellipse(-42, -7, 5.5, 4, { fill: ink.black, ...K }), path('M -46 -8 L -54 -6 L -46 -4 Z', { fill: ink.black }), circle(-42, -8, 1, { fill: ink.white }));
  const nearWing = path('M -6 -2 C -2 -26 12 -44 30 -52 C 28 -34 22 -14 12 0 Z', { fill: ink.black, ...K });
  const quills = path('M 6 -12 L 22 -34 M 10 -8 L 26 -24', { stroke: ink.white, sw: 0.9 });
  return g({ class: 'goose' }, farWing, body, belly, neck, head, nearWing, quills);
}

/** A barn swallow swooping: blue-black back, red face, white belly, long forked tail. */
export function swallow(): string {
  const tail = path('M 14 2 L 62 -6 L 28 6 L 60 18 L 12 10 Z', { fill: ink.indigo, ...K });
  const farWing = path('M 0 -4 C 14 -20 36 -34 66 -38 C 44 -22 30 -8 12 0 Z', { fill: '#1c2350', ...K });
  const body = path('M -26 0 C -16 -10 6 -10 18 -2 C 10 10 -12 12 -26 0 Z', { fill: ink.indigo, ...K });
  const belly = path('M -18 4 C -6 10 6 8 14 4 C 4 4 -8 4 -18 4 Z', { fill: ink.white });
  const nearWing = path('M -6 0 C 2 16 20 32 52 40 C 34 22 22 10 8 2 Z', { fill: ink.indigo, ...K });
  const head = g({}, circle(-26, -2, 7, { fill: ink.indigo, ...K }), path('M -32 0 C -30 4 -26 6 -22 4 L -24 1 Z', { fill: ink.red }), path('M -32 -4 L -38 -2 L -32 -1 Z', { fill: ink.black }), circle(-27, -4, 1.2, { fill: ink.white }));
  return g({ class: 'swallow' }, tail, farWing, body, belly, nearWing, head);
}

/** A long feather pointing along -y from its quill at the origin. */
function feather(len: number, w: number, fill: string): string {
  return g(
    {},
    path(d`M 0 0 C ${w} ${-len * 0.3} ${w * 0.7} ${-len * 0.85} 0 ${-len} C ${-w * 0.7} ${-len * 0.85} ${-w} ${-len * 0.3} 0 0 Z`, { fill, ...K, sw: 1.2 }),
    path(d`M 0 ${-len * 0.1} L 0 ${-len * 0.9}`, { stroke: ink.black, sw: 0.8 }),
  );
}

/** One spread wing to the right of the shoulder (flip for the left): primaries, secondaries, coverts. */
function phoenixWing(flip: 1 | -1): string {
  const fan = (count: number, from: number, to: number, len: (t: number) => number, w: number, fill: (i: number) => string): string[] =>
    Array.from({ length: count }, (_, i) => {
      const t = count === 1 ? 0 : i / (count - 1);
      return g({ transform: `rotate(${from + (to - from) * t})` }, feather(len(t), w, fill(i)));
    });
  return g(
    { transform: flip === -1 ? 'scale(-1 1)' : undefined },
    ...fan(7, 20, 78, (t) => 96 - t * 30, 9, (i) => (i % 2 ? ink.yellow : ink.gold)),
    ...fan(6, 28, 84, (t) => 66 - t * 20, 8, () => ink.green),
    ...fan(5, 34, 88, (t) => 40 - t * 10, 8, (i) => (i % 2 ? ink.red : ink.deepRed)),
    ...fan(4, 40, 90, () => 20, 7, () => ink.blue),
  );
}

/** The phoenix (hō-ō): rising with wings spread and long trailing plumes in many colours. */
export function phoenix(): string {
  const plume = (dd: string, fill: string): string => path(dd, { fill, ...K });
  const eye = (x: number, y: number): string => g({}, circle(x, y, 6, { fill: ink.yellow, ...K }), circle(x, y, 3, { fill: ink.red }), circle(x, y, 1.3, { fill: ink.black }));
  const plumes = g(
    {},
    plume('M 8 16 C 40 40 66 80 60 136 C 52 106 36 74 2 30 Z', ink.green),
    plume('M 2 20 C 18 60 22 104 10 146 C 6 108 0 72 -8 28 Z', ink.red),
    plume('M -4 18 C -10 60 -28 100 -52 124 C -34 94 -22 62 -14 24 Z', ink.blue),
    path('M 60 136 C 64 146 56 152 50 146 M 10 146 C 12 156 4 160 0 154 M -52 124 C -62 126 -64 134 -56 138', { stroke: ink.black, sw: 1.8 }),
    eye(50, 110), eye(12, 120), eye(-38, 104),
  );
  const body = path('M -14 -16 C -20 6 -12 26 2 34 C 16 24 20 4 12 -18 C 6 -30 -8 -30 -14 -16 Z', { fill: ink.red, ...K });
  const scales = path('M -8 -4 Q 0 2 8 -4 M -10 6 Q 0 12 10 6 M -8 16 Q 0 22 8 16', { stroke: ink.yellow, sw: 1.4 });
  const neck = path('M -8 -22 C -14 -36 -22 -44 -24 -56 L -12 -60 C -10 -46 0 -36 8 -26 Z', { fill: ink.green, ...K });
  const neckScales = path('M -14 -34 L -8 -36 M -18 -44 L -12 -46', { stroke: ink.yellow, sw: 1.2 });
  const head = g(
    {},
    path('M -30 -64 C -24 -78 -6 -76 -8 -60 C -10 -54 -20 -52 -28 -56 Z', { fill: ink.red, ...K }),
    path('M -29 -64 L -44 -58 L -28 -58 Z', { fill: ink.yellow, ...K, sw: 1 }),
    path('M -16 -74 C -12 -88 0 -94 8 -92 C 0 -86 -4 -80 -8 -72 Z', { fill: ink.blue, ...K }),
    path('M -12 -70 C -2 -78 10 -76 14 -72 C 4 -72 -2 -68 -8 -64 Z', { fill: ink.green, ...K }),
    path('M -27 -56 C -32 -48 -30 -42 -26 -38 C -25 -44 -23 -50 -20 -54 Z', { fill: ink.red, ...K }),
    circle(-22, -66, 2.4, { fill: ink.white, stroke: ink.black, sw: 1 }),
    circle(-22.5, -66, 1.1, { fill: ink.black }),
  );
  return g({ class: 'phoenix' }, plumes, g({ transform: 'translate(-6 -8)' }, phoenixWing(-1)), g({ transform: 'translate(6 -8)' }, phoenixWing(1)), body, scales, neck, neckScales, head);
}
