/**
 * The SVG of any card: `cardSvg('01-bright')`, `cardSvg('back')`. Pure string generation, so it
 * runs in the renderer, in tests and in the gallery script alike.
 */
import { isCardId, type CardId } from '../cards';
import { cardBack, cardFrame } from './frame';
import type { FacePainter, MonthFaces } from './months/types';
import { pine } from './months/01-pine';
import { plum } from './months/02-plum';
import { cherry } from './months/03-cherry';
import { wisteria } from './months/04-wisteria';
import { iris } from './months/05-iris';
import { peonyMonth } from './months/06-peony';
import { bushClover } from './months/07-bush-clover';
import { susuki } from './months/08-susuki';
import { chrysanthemumMonth } from './months/09-chrysanthemum';
import { maple } from './months/10-maple';
import { willow } from './months/11-willow';
import { paulownia } from './months/12-paulownia';

const MONTHS: readonly MonthFaces[] = [pine, plum, cherry, wisteria, iris, peonyMonth, bushClover, susuki, chrysanthemumMonth, maple, willow, paulownia];

const PAINTERS: Partial<Record<CardId, FacePainter>> = Object.assign({}, ...MONTHS);

export interface CardSvgOptions {
  /** Prefix for ids inside the SVG (clip paths); must be unique on the page for each rendered card. */
  uid?: string;
}

export const hasFace = (id: string): boolean => id === 'back' || (isCardId(id) && PAINTERS[id] !== undefined);

/** Pictures are pure functions of the id, so each is drawn once and reused. */
const pictures = new Map<CardId, string>();

/** The complete <svg> for a card id or 'back'. Throws on an unknown id. */
export function cardSvg(id: string, options: CardSvgOptions = {}): string {
  const uid = sanitizeUid(options.uid ?? `hf-${id}`);
  if (id === 'back') return cardBack(uid);
  if (!isCardId(id)) throw new Error(`Unknown hanafuda card id: ${JSON.stringify(id)}`);
  const paint = PAINTERS[id];
  if (!paint) throw new Error(`No picture drawn for hanafuda card ${id}`);
  return cardFrame(pictureOf(id, paint), uid);
}

function pictureOf(id: CardId, paint: FacePainter): string {
  let picture = pictures.get(id);
  if (picture === undefined) {
    picture = paint();
    pictures.set(id, picture);
  }
  return picture;
}

/**
 * The card as a data: URL, for places that want an image rather than inline markup (CSS
 * backgrounds, drag images, canvas). Vector all the same, so it stays sharp when scaled.
 */
export function cardDataUrl(id: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(cardSvg(id, { uid: `hf-img-${id}` }))}`;
}

/** Ids end up in url(#…) references, so keep only characters that are safe there. */
function sanitizeUid(uid: string): string {
  const clean = uid.replace(/[^A-Za-z0-9_-]/g, '_');
  return /^[A-Za-z_]/.test(clean) ? clean : `hf${clean}`;
}
