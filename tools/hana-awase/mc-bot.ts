/**
 * Flat Monte Carlo over the round simulator, for tuning only: each legal move is played out on the same
 * sampled deals with the greedy policy, and the move with the best mean round value wins (the seat's round
 * score against the others' mean, or the chance to finish first).
 */
import type { Bot } from '../../src/framework/bot';
import { Rng } from '../../src/framework/rng';
import { RoundSim } from '../../games/hana-awase/engine/round-sim';
import { applyMove, sampleState } from '../../games/hana-awase/engine/snapshots';
import { POLICY_WEIGHTS, runGreedy } from '../../games/hana-awase/ai/search/policy';
import { firstChance, spreadOf } from '../../games/hana-awase/ai/search/evaluate';
import type { HanaAwaseMove } from '../../games/hana-awase/state';
import type { HanaAwaseView } from '../../games/hana-awase/view';

const work = new RoundSim();

export function mcBot(v: { samples?: number; epsilon?: number; chance?: number; deny?: number; safe?: number; captureBonus?: number; yaku?: number; sight?: number } = {}): Bot<HanaAwaseView, HanaAwaseMove> {
  const samples = v.samples ?? 60;
  const epsilon = v.epsilon ?? 0;
  const { samples: _s, epsilon: _e, chance: _c, ...rest } = v;
  const w = { ...POLICY_WEIGHTS, ...rest };
  return {
    name: 'mc',
    choose({ view, legalMoves, seed }) {
      if (legalMoves.length === 1) return legalMoves[0] as HanaAwaseMove;
      const rng = Rng.fromSeed(seed);
      const sums = new Array<number>(legalMoves.length).fill(0);
      const me = view.me;
      const n = view.players;
      for (let k = 0; k < samples; k++) {
        const deal = sampleState(view, rng);
        const ps = rng.nextUint32();
        for (let i = 0; i < legalMoves.length; i++) {
          work.restore(deal);
          applyMove(work, legalMoves[i] as HanaAwaseMove);
          runGreedy(work, Rng.fromSeed(ps), epsilon, w);
          let value: number;
          if (v.chance) value = firstChance(work.totals, n, me, work.t.rounds - work.round, spreadOf(work.t, n));
          else {
            let others = 0;
            for (let q = 0; q < n; q++) if (q !== me) others += work.result.score[q] as number;
            value = (work.result.score[me] as number) - others / (n - 1);
          }
          sums[i]! += value;
        }
      }
      let best = 0;
      for (let i = 1; i < sums.length; i++) if (sums[i]! > sums[best]!) best = i;
      return legalMoves[best] as HanaAwaseMove;
    },
  };
}
