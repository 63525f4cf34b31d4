/**
 * The computer players' month arithmetic against the rules: wherever a move ends the month at once,
 * the value `normal`'s playouts give it (ai/search/rollout.ts) must be the points the rules move, seen
 * from the mover's side — stops, multipliers, the used-up koi-koi, the last card and exhausted months,
 * under every preset and every exhausted-month rule.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/framework/rng';
import { calendarMonth, cardInfo } from '../../../games/koikoi/cards';
import { maskOf } from '../../../games/koikoi/scoring';
import { valueOfMove, type Sim } from '../../../games/koikoi/ai/search/rollout';
import { apply, legalMoves, setup, toAct } from '../../../games/koikoi/rules';
import type { KoiKoiMove, KoiKoiState } from '../../../games/koikoi/state';
import { options, PRESET_IDS, type PresetId } from './helpers';
import type { KoiKoiOptions } from '../../../games/koikoi/options';

const idx = (id: string): number => cardInfo(id).index;

/** The month as the playouts hold it, every card where it really is (the draw pile in its order). */
function simOf(s: KoiKoiState): Sim {
  return {
    hands: [s.hands[0].map(idx), s.hands[1].map(idx)],
    field: s.field.map(idx),
    pile: s.drawPile.map(idx),
    caps: [maskOf(s.captures[0]), maskOf(s.captures[1])],
    decided: [s.decided[0], s.decided[1]],
    koikoi: [s.koikoi[0], s.koikoi[1]],
    lastCaller: s.lastCaller ?? -1,
    turn: s.turn,
    dealer: s.dealer,
  };
}

/** The month's points the rules moved to `me` (negative when the other player won). */
function pointsFor(before: KoiKoiState, after: KoiKoiState, me: 0 | 1): number {
  const result = after.results[before.results.length]!;
  if (result.winner === null) return 0;
  return result.winner === me ? result.points : -result.points;
}

interface Checked {
  compared: number;
  reasons: Set<string>;
}

/** Random games; at every decision, each move that ends the month at once is valued both ways. */
function compare(o: KoiKoiOptions, games: number, seed: number, checked: Checked): void {
  const rng = Rng.fromSeed(seed);
  for (let g = 0; g < games; g++) {
    let s = setup(o, seed * 100 + g);
    for (let p = toAct(s); p !== null; p = toAct(s)) {
      const moves = legalMoves(s);
      for (const move of moves) {
        const after = apply(s, move);
        const ended = after.results.length > s.results.length;
        // (A drawn card with two matches waits for a choice: the month goes on, nothing to compare.)
        if (!ended) continue;
        const drawn = s.phase === 'draw-choice' ? idx(s.drawn!) : -1;
        const ctx = { o, month: calendarMonth(s.month), me: p };
        expect(valueOfMove(ctx, simOf(s), move as KoiKoiMove, drawn), `${move.type} in month ${s.month}`).toBe(pointsFor(s, after, p));
        checked.compared++;
        checked.reasons.add(after.results[s.results.length]!.reason);
      }
      s = apply(s, rng.pick(moves));
    }
  }
}

describe("the playouts' month arithmetic follows the rules", () => {
  const cases: [PresetId, Partial<KoiKoiOptions>][] = [
    ...PRESET_IDS.map((id): [PresetId, Partial<KoiKoiOptions>] => [id, {}]),
    ['nintendo', { exhaustedMonth: 'dealer-six' }],
    ['nintendo', { exhaustedMonth: 'last-caller-or-dealer-one', koikoiCalls: 'unlimited' }],
    ['tabletop', { exhaustedMonth: 'last-caller-or-dealer-one', sevenPointDoubling: true, koikoiBonus: 'double-after-opponent' }],
  ];
  for (const [preset, overrides] of cases) {
    it(`under ${preset} ${JSON.stringify(overrides)}`, () => {
      const checked: Checked = { compared: 0, reasons: new Set() };
      compare(options(preset, overrides), 6, 7, checked);
      expect(checked.compared).toBeGreaterThan(50);
      expect(checked.reasons).toContain('stop');
      expect(checked.reasons).toContain('exhausted');
    });
  }
});
