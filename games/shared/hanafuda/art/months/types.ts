import type { CardId } from '../../cards';

/** Draws the picture of one face (card coordinates 0..200 × 0..300, clipped to the face). */
export type FacePainter = () => string;
export type MonthFaces = Partial<Record<CardId, FacePainter>>;
