/**
 * The card itself: a cream face inside the thin black rim a real hanafuda card gets from its back
 * paper folded over the edge, and the plain dark back.
 */
import { el, rect } from './svg';
import { ink } from './palette';

const CARD_WIDTH = 200;
const CARD_HEIGHT = 300;
/** The picture area; motifs may run past it and are clipped to it. */
const FACE = { x: 6, y: 6, w: 188, h: 288, r: 5 } as const;

function svgRoot(uid: string, children: string): string {
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`,
      class: 'hanafuda-svg',
      'data-card': uid,
      focusable: 'false',
      'aria-hidden': 'true',
      preserveAspectRatio: 'xMidYMid meet',
    },
    children,
  );
}

/** Wraps a face picture: rim, paper, the picture clipped to the face, and a hairline inner edge. */
export function cardFrame(picture: string, uid: string): string {
  const clipId = `${uid}-face`;
  return svgRoot(
    uid,
    el('defs', {}, el('clipPath', { id: clipId }, rect(FACE.x, FACE.y, FACE.w, FACE.h, {}, FACE.r))) +
      rect(0, 0, CARD_WIDTH, CARD_HEIGHT, { fill: ink.black }, 11) +
      rect(FACE.x - 1, FACE.y - 1, FACE.w + 2, FACE.h + 2, { fill: ink.paper }, FACE.r + 1) +
      el('g', { 'clip-path': `url(#${clipId})` }, picture) +
      rect(FACE.x, FACE.y, FACE.w, FACE.h, { stroke: 'rgba(0,0,0,0.35)', sw: 0.8 }, FACE.r),
  );
}

/** The back: plain dark red-brown inside the black rim, with a faint inner line like pressed card stock. */
export function cardBack(uid: string): string {
  return svgRoot(
    uid,
    rect(0, 0, CARD_WIDTH, CARD_HEIGHT, { fill: ink.black }, 11) +
      rect(FACE.x - 1, FACE.y - 1, FACE.w + 2, FACE.h + 2, { fill: ink.back }, FACE.r + 1) +
      rect(FACE.x + 8, FACE.y + 8, FACE.w - 16, FACE.h - 16, { stroke: ink.backRim, sw: 1.2 }, 3) +
      rect(FACE.x + 12, FACE.y + 12, FACE.w - 24, FACE.h - 24, { stroke: 'rgba(0,0,0,0.35)', sw: 0.8 }, 2),
  );
}
