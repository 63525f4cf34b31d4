/** March — cherry (sakura): the festival curtain under blossom clouds, the みよしの ribbon, plains. */
import { g, path, rect, circle, place, line } from '../svg';
import { ink } from '../palette';
import { skyTop } from '../motifs/sky';
import { cherryBlossom, blossomCloud } from '../motifs/flowers';
import { hangingRibbon } from '../motifs/ribbons';
import type { MonthFaces } from './types';

const flower = (r: number): string => cherryBlossom(r, r > 11 ? ink.blossom : ink.pink, ink.red);
type Spot = readonly [number, number, number];

/** A round cloud of blossoms: big flowers in front, smaller ones peeking behind. */
function cloud(cx: number, cy: number, size: number): string {
  const s = size;
  const spots: Spot[] = [
    [-s * 0.9, -s * 0.2, 9], [s * 0.9, -s * 0.25, 9], [-s * 0.5, -s * 0.7, 10], [s * 0.45, -s * 0.7, 10], [0, -s, 9],
    [-s * 0.45, s * 0.2, 13], [s * 0.45, s * 0.15, 13], [0, -s * 0.35, 14], [-s * 0.9, s * 0.55, 10], [s * 0.85, s * 0.55, 10],
    [0, s * 0.55, 13],
  ];
  return blossomCloud(cx, cy, spots, flower);
}

const branch = (dAttr: string, w: number): string =>
  g({}, path(dAttr, { stroke: ink.black, sw: w + 2 }), path(dAttr, { stroke: '#4a2c1c', sw: w }));

function blossomsA(): string {
  return g(
    {},
    branch('M -4 40 C 40 60 80 60 120 40 C 150 26 180 30 204 20', 6),
    branch('M 60 56 C 70 90 60 120 76 150', 4),
    cloud(46, 64, 32),
    cloud(150, 46, 34),
    cloud(84, 150, 30),
    cloud(170, 140, 26),
    cloud(30, 200, 28),
    cloud(136, 226, 30),
  );
}

function blossomsB(): string {
  return g(
    {},
    branch('M 204 60 C 160 70 120 70 80 50 C 50 36 20 40 -4 30', 6),
    branch('M 130 68 C 120 100 132 130 116 160', 4),
    cloud(150, 74, 32),
    cloud(42, 52, 32),
    cloud(116, 166, 30),
    cloud(30, 150, 26),
    cloud(170, 210, 28),
    cloud(60, 236, 30),
  );
}

/** The maku: a striped festival curtain hung on a rope, with cherry crests and tasselled ends. */
function curtain(): string {
  const top = 170;
  const bottom = 276;
  const panels: string[] = [];
  const w = 40;
  for (let i = 0; i < 6; i++) {
    const x = -10 + i * w;
    panels.push(rect(x, top, w, bottom - top, { fill: i % 2 ? ink.red : ink.white, stroke: ink.black, sw: 1.2 }));
  }
  const crest = (x: number, y: number): string =>
    g({}, circle(x, y, 15, { fill: ink.white, stroke: ink.black, sw: 1.4 }), circle(x, y, 12, { fill: ink.purple }), place(x, y, cherryBlossom(10, ink.white, ink.purple)));
  const hem = path(`M -6 ${bottom} L 206 ${bottom} L 206 ${bottom + 10} L -6 ${bottom + 10} Z`, { fill: ink.purple, stroke: ink.black, sw: 1.4 });
  const band = rect(-6, top - 14, 212, 16, { fill: ink.purple, stroke: ink.black, sw: 1.4 });
  const rings = [20, 60, 100, 140, 180].map((x) => circle(x, top - 6, 4, { stroke: ink.yellow, sw: 2 }));
  const tassel = (x: number): string =>
    g({}, line(x, top - 4, x, top + 40, ink.yellow, 2), path(`M ${x - 5} ${top + 38} L ${x + 5} ${top + 38} L ${x + 7} ${top + 62} L ${x - 7} ${top + 62} Z`, { fill: ink.red, stroke: ink.black, sw: 1.2 }));
  const folds = path(
    [10, 30, 50, 70, 90, 110, 130, 150, 170, 190].map((x) => `M ${x} ${top + 4} C ${x - 3} ${top + 40} ${x + 3} ${bottom - 40} ${x} ${bottom - 2}`).join(' '),
    { stroke: 'rgba(0,0,0,0.18)', sw: 1.2 },
  );
  return g({}, ...panels, folds, band, ...rings, hem, crest(50, 226), crest(150, 226), tassel(14), tassel(186));
}

export const cherry: MonthFaces = {
  '03-bright': () =>
    g(
      {},
      skyTop(120, ink.red, 4, 14),
      branch('M -4 50 C 40 70 90 64 130 44 C 160 30 186 36 204 30', 6),
      cloud(40, 70, 30),
      cloud(110, 56, 30),
      cloud(170, 84, 30),
      cloud(74, 120, 24),
      curtain(),
      cloud(176, 160, 20),
      cloud(20, 150, 18),
    ),
  '03-ribbon': () => g({}, skyTop(110, ink.red, 4, 12), blossomsA(), hangingRibbon('poetry', 'みよしの', 100, 78, -14)),
  '03-plain1': () => g({}, skyTop(110, ink.red, 4, 12), blossomsA()),
  '03-plain2': () => g({}, skyTop(118, ink.red, 5, 12, 1), blossomsB()),
};
