/** The review graph's figures and axis marks, as plain functions (WinChanceChart draws them). */
import type { Seat } from '../../../framework/game';

interface Point {
  readonly player: Seat;
  readonly winChance: number;
}

/**
 * One player's line: a value (in %, one decimal) for each of that player's analysed decisions, and null for
 * every other slot — the other player's decisions and those not analysed yet — so a pending decision is a gap,
 * never a value. The line has a slot for every decision of the review (`total`), analysed or not.
 */
export function chanceLine(decisions: readonly Point[], total: number, player: Seat): (number | null)[] {
  return Array.from({ length: Math.max(total, decisions.length) }, (_, i) => {
    const d = decisions[i];
    return d && d.player === player ? Math.round(d.winChance * 1000) / 10 : null;
  });
}

/** A label the axis would like to write: the decision slot it marks and its width in pixels. */
export interface AxisMark {
  readonly index: number;
  readonly width: number;
}

/**
 * Which marks the axis writes so that no two touch: left to right, a mark is written when it starts at least
 * `gap` pixels after the last written one ends. Each mark is centred on its slot, slots `spacing` pixels
 * apart. Returns the indices written, in order; the first mark is always written.
 */
export function thinMarks(marks: readonly AxisMark[], spacing: number, gap: number): number[] {
  const kept: number[] = [];
  let end = -Infinity;
  for (const mark of [...marks].sort((a, b) => a.index - b.index)) {
    const centre = mark.index * spacing;
    if (centre - mark.width / 2 >= end + gap) {
      kept.push(mark.index);
      end = centre + mark.width / 2;
    }
  }
  return kept;
}
