/**
 * The birds of the deck, each drawn around the origin facing left at about 100 units across:
 * crane (January), bush warbler (February), cuckoo (April), goose (August), swallow (November)
 * and phoenix (December).
 */
import { circle, ellipse, path, d, g, line } from '../svg';
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
  const tail = path('M 20 -4 L 64 -12 L 66 0 L 20 6 Z', { fill: '#2c2c34', ...K });
  const tailBars = path('M 34 -6 L 35 3 M 46 -8 L 47 1 M 58 -10 L 59 0', { stroke: ink.white, sw: 1.4 });
  const body = path('M -32 -2 C -22 -14 10 -12 26 -2 C 18 10 -12 12 -32 -2 Z', { fill: '#2c2c34', ...K });
  const bars = path('M -18 3 L -16 7 M -10 4 L -8 8 M -2 5 L 0 9 M 6 4 L 8 8', { stroke: ink.white, sw: 1.3 });
  const nearWing = path('M -12 -6 C -6 -28 10 -44 36 -54 C 32 -38 26 -22 14 -4 Z', { fill: ink.black, ...K });
  const feathers = path('M 2 -22 L 26 -44 M 6 -14 L 28 -34 M 10 -8 L 26 -22', { stroke: ink.grey, sw: 1 });
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

/** The phoenix (hō-ō): rising with wings spread and long trailing plumes in many colours. */
export function phoenix(): string {
  const plume = (dd: string, fill: string): string => path(dd, { fill, ...K });
  const plumes = g(
    {},
    plume('M 10 20 C 40 40 60 80 54 130 C 48 100 36 70 4 32 Z', ink.green),
    plume('M 4 24 C 20 60 22 100 8 140 C 6 104 2 70 -6 30 Z', ink.red),
    plume('M -2 22 C -8 60 -24 96 -46 120 C -30 90 -20 60 -12 26 Z', ink.blue),
    path('M 50 120 C 56 126 60 134 54 140 M 8 134 C 10 142 6 148 2 146 M -44 116 C -52 118 -56 124 -50 128', { stroke: ink.black, sw: 1.6 }),
    circle(52, 126, 4, { fill: ink.yellow, ...K }),
    circle(6, 136, 4, { fill: ink.yellow, ...K }),
    circle(-44, 118, 4, { fill: ink.yellow, ...K }),
  );
  const wing = (flip: number): string => {
    const s = (x: number): number => x * flip;
    return g(
      {},
      path(d`M ${s(4)} -6 C ${s(30)} -40 ${s(60)} -70 ${s(92)} -84 C ${s(84)} -66 ${s(86)} -52 ${s(96)} -40 C ${s(74)} -36 ${s(56)} -20 ${s(16)} 8 Z`, { fill: ink.yellow, ...K }),
      path(d`M ${s(14)} 0 C ${s(40)} -26 ${s(62)} -44 ${s(90)} -52 C ${s(70)} -40 ${s(50)} -22 ${s(20)} 6 Z`, { fill: ink.green, ...K }),
      path(d`M ${s(10)} -8 C ${s(34)} -38 ${s(56)} -58 ${s(84)} -74`, { stroke: ink.red, sw: 3 }),
      path(d`M ${s(54)} -62 L ${s(66)} -52 M ${s(64)} -70 L ${s(76)} -60 M ${s(74)} -76 L ${s(84)} -66`, { stroke: ink.black, sw: 1.2 }),
    );
  };
  const body = path('M -16 -10 C -14 -30 12 -32 18 -12 C 22 8 14 30 0 32 C -14 30 -20 8 -16 -10 Z', { fill: ink.red, ...K });
  const scales = path('M -8 0 Q 0 6 8 0 M -10 10 Q 0 16 10 10 M -8 20 Q 0 26 8 20', { stroke: ink.yellow, sw: 1.4 });
  const neck = path('M -6 -22 C -14 -36 -22 -44 -26 -56 L -16 -58 C -12 -46 -2 -36 6 -26 Z', { fill: ink.green, ...K });
  const head = g(
    {},
    ellipse(-22, -62, 9, 7, { fill: ink.red, ...K }, -15),
    path('M -29 -62 L -42 -58 L -29 -57 Z', { fill: ink.yellow, ...K, sw: 1 }),
    path('M -18 -68 C -14 -80 -4 -84 2 -82 C -6 -78 -10 -72 -12 -66 Z', { fill: ink.blue, ...K }),
    path('M -24 -57 C -28 -50 -26 -44 -22 -42 C -22 -48 -20 -52 -18 -56 Z', { fill: ink.red, ...K }),
    circle(-24, -64, 2, { fill: ink.white, stroke: ink.black, sw: 1 }),
    line(-24, -64, -20, -64, ink.black, 0.8),
  );
  return g({ class: 'phoenix' }, plumes, wing(-1), wing(1), body, scales, neck, head);
}
