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
import { applyMove, sampleState } from '../../games/hana-awase/engine/snapshots';
import { NORMAL, roundValue } from '../../games/hana-awase/ai/normal';
import { greedyStep, playValue, runGreedy, type PolicyWeights } from '../../games/hana-awase/ai/search/policy';
import type { HanaAwaseMove } from '../../games/hana-awase/state';
import type { HanaAwaseView } from '../../games/hana-awase/view';

const work = new RoundSim();
const inner = new RoundSim();
const saved = new Int32Array(SNAPSHOT_SIZE);

interface Play {
  readonly card: number;
  readonly match: number;
  readonly value: number;
}

/** The plays open to seat p (a card, and which of two field cards it takes), with the policy's value of each. */
function playsOf(sim: RoundSim, p: number, w: PolicyWeights): Play[] {
  const plays: Play[] = [];
  for (let half = 0; half < 2; half++) {
    let h = sim.hands[2 * p + half] as number;
    while (h !== 0) {
      const low = h & -h;
      h ^= low;
      const card = 31 - Math.clz32(low) + 24 * half;
      const two = sim.matchCount(card) === 2;
      for (let i = 0; i < (two ? 2 : 1); i++) {
        const match = two ? sim.matchAt(card, i) : -1;
        plays.push({ card, match, value: playValue(sim, card, match, w) });
      }
    }
  }
  return plays;
}

/** Seat `me` plays the best of its `width` best plays by the policy, each finished greedily from the same seed. */
function lookAheadPlay(sim: RoundSim, me: number, width: number, seed: number, w: PolicyWeights): void {
  const candidates = playsOf(sim, me, w)
    .sort((a, b) => b.value - a.value)
    .slice(0, width);
  sim.save(saved);
  let best = candidates[0] as Play;
  let bestValue = -Infinity;
  for (const play of candidates) {
    inner.restore(saved);
    inner.play(play.card, play.match);
    runGreedy(inner, Rng.fromSeed(seed), 0, w);
    const value = roundValue(inner, me, NORMAL.rival);
    if (value > bestValue) [best, bestValue] = [play, value];
  }
  sim.play(best.card, best.match);
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
