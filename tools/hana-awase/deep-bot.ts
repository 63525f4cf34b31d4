/**
 * Tuning only (README, "Hana-awase's computer players"): `normal`'s one-ply expectation, but in each playout the
 * seat's own later turns are chosen by a one-ply look-ahead inside the sampled deal — its best `width` plays by
 * the policy, each finished greedily, the best kept — for its next `depthTurns` turns; every other move is the
 * greedy policy's. Measured weaker than `normal`: the look-ahead sees the sampled pile's order, which no player
 * knows.
 *   npx tsx tools/hana-awase/paired.ts --versions 'normal;deep:{"samples":80,"width":3,"depthTurns":1}' --games 600 --seed 7
 */
import type { Bot } from '../../src/framework/bot';
import { Rng } from '../../src/framework/rng';
import { PHASE_ENDED, PHASE_PLAY, RoundSim, SNAPSHOT_SIZE } from '../../games/hana-awase/engine/round-sim';
import { NONE, applyMove, codeOf, sampleState, simMoves } from '../../games/hana-awase/engine/snapshots';
import { NORMAL, roundValue } from '../../games/hana-awase/ai/normal';
import { greedyStep, playValue, runGreedy, type PolicyWeights } from '../../games/hana-awase/ai/search/policy';
import type { HanaAwaseMove } from '../../games/hana-awase/state';
import type { HanaAwaseView } from '../../games/hana-awase/view';

const work = new RoundSim();
const inner = new RoundSim();
const saved = new Int32Array(SNAPSHOT_SIZE);

/** The policy's value of a play (card * 64 + match, NONE for no match) by the seat to move. */
function policyValue(sim: RoundSim, move: HanaAwaseMove, w: PolicyWeights): number {
  const code = codeOf(move);
  return playValue(sim, code >> 6, (code & 63) === NONE ? -1 : code & 63, w);
}

/** Seat `me` (to play) plays the best of its `width` best plays by the policy, each finished greedily from the same seed. */
function lookAheadPlay(sim: RoundSim, me: number, width: number, seed: number, w: PolicyWeights): void {
  const candidates = simMoves(sim)
    .map((move) => ({ move, value: policyValue(sim, move, w) }))
    .sort((a, b) => b.value - a.value)
    .slice(0, width);
  sim.save(saved);
  let best = candidates[0]!.move;
  let bestValue = -Infinity;
  for (const { move } of candidates) {
    inner.restore(saved);
    applyMove(inner, move);
    runGreedy(inner, Rng.fromSeed(seed), 0, w);
    const value = roundValue(inner, me, NORMAL.rival);
    if (value > bestValue) [best, bestValue] = [move, value];
  }
  applyMove(sim, best);
}

export function deepBot(v: { samples?: number; width?: number; depthTurns?: number } = {}): Bot<HanaAwaseView, HanaAwaseMove> {
  const { samples = 40, width = 3, depthTurns = Infinity } = v;
  const w = NORMAL.policy;
  return {
    name: 'deep',
    choose({ view, legalMoves, seed }) {
      if (legalMoves.length === 1) return legalMoves[0] as HanaAwaseMove;
      const rng = Rng.fromSeed(seed);
      const sums = new Array<number>(legalMoves.length).fill(0);
      for (let k = 0; k < samples; k++) {
        const deal = sampleState(view, rng);
        const playoutSeed = rng.nextUint32();
        for (let i = 0; i < legalMoves.length; i++) {
          work.restore(deal);
          applyMove(work, legalMoves[i] as HanaAwaseMove);
          const playoutRng = Rng.fromSeed(playoutSeed);
          let turns = 0;
          while (work.phase !== PHASE_ENDED) {
            if (work.turn === view.me && work.phase === PHASE_PLAY && turns < depthTurns) {
              turns++;
              lookAheadPlay(work, view.me, width, playoutSeed, w);
            } else greedyStep(work, playoutRng, 0, w);
          }
          sums[i]! += roundValue(work, view.me, NORMAL.rival);
        }
      }
      let best = 0;
      for (let i = 1; i < sums.length; i++) if (sums[i]! > sums[best]!) best = i;
      return legalMoves[best] as HanaAwaseMove;
    },
  };
}
