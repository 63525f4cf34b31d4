/** How the review marks a decision by its label: one colour and point size for the graph and the list. */
import type { DecisionReview, Label } from '../../../framework/review';

export const LABEL_COLORS: Readonly<Record<Label, string>> = { good: '#3d6b46', inaccuracy: '#8a6410', mistake: '#b0510f', blunder: '#a61b1b' };
export const LABEL_RADIUS: Readonly<Record<Label, number>> = { good: 3, inaccuracy: 5, mistake: 7, blunder: 9 };

/** One entry of the list of decisions to look at. */
export interface MistakeItem {
  /** Position of the decision in the review (what `select` reports). */
  readonly position: number;
  readonly decision: DecisionReview;
  readonly player: string;
  readonly playedName: string;
  readonly bestName: string;
}
