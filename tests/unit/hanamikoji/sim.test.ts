import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/framework/rng';
import { NO_ACTIONS_USED } from '../../../games/hanamikoji/cards';
import { moveKey, type HanamikojiMove } from '../../../games/hanamikoji/moves';
import { apply, legalMoves, setup, validate } from '../../../games/hanamikoji/rules';
import { RoundSim } from '../../../tools/hanamikoji/round-sim';
import { scoredValue } from '../../../games/hanamikoji/ai/search/scored-value';
import { playRoundOut, scoredState } from '../../../tools/hanamikoji/round-out';
import { roundScored } from '../../../games/hanamikoji/ai/search/guided-hooks';
import type { HanamikojiState } from '../../../games/hanamikoji/state';
import { cards, items, markers, options, stateWith } from './helpers';

/** Every state met in `games` random games of the plugin (both presets). */
function randomStates(games: number, seed: number): HanamikojiState[] {
  const rng = Rng.fromSeed(seed);
  const out: HanamikojiState[] = [];
  for (let g = 0; g < games; g++) {
    let s = setup(options({ roundLimit: g % 3 === 0 ? '3' : 'none' }), seed * 1000 + g);
    while (!s.outcome) {
      out.push(s);
      s = apply(s, rng.pick(legalMoves(s)));
    }
    out.push(s);
  }
  return out;
}

const states = randomStates(60, 3);
const live = states.filter((s) => !s.outcome);

/** The sim's action moves for the turn player, decoded one by one into plugin moves. */
function simActionMoves(sim: RoundSim): HanamikojiMove[] {
  const p = sim.turn;
  const out: HanamikojiMove[] = [];
  for (let a = 0; a < 4; a++) {
    if ((sim.used[p]! & (1 << a)) !== 0) continue;
    for (let r = 0; r < sim.movesFor(p, a); r++) {
      sim.decode(p, a, r);
      out.push(sim.chosenMove() as HanamikojiMove);
    }
  }
  return out;
}

describe('the round simulator', () => {
  it('counts exactly the action moves the plugin lists, for every state of sixty random games', () => {
    const sim = new RoundSim();
    let checked = 0;
    for (const s of live) {
      if (s.pending) continue;
      sim.load(s);
      expect(sim.actionCount(s.turn)).toBe(legalMoves(s).length);
      checked++;
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('decodes its random index into the very moves the plugin lists, each once', () => {
    const sim = new RoundSim();
    for (const s of live.filter((x) => !x.pending).slice(0, 300)) {
      sim.load(s);
      const mine = simActionMoves(sim).map(moveKey).sort();
      expect(new Set(mine).size).toBe(mine.length);
      expect(mine).toEqual(legalMoves(s).map(moveKey).sort());
    }
  });

  it('offers the chooser as many picks as the plugin after a Gift or a Competition', () => {
    const sim = new RoundSim();
    const offers = live.filter((s) => s.pending);
    expect(offers.length).toBeGreaterThan(200);
    for (const s of offers) {
      sim.load(s);
      expect(sim.pickCount()).toBe(legalMoves(s).length);
    }
  });

  it('plays legal moves to the scoring, and the plugin replaying them scores the same markers and outcome', () => {
    const sim = new RoundSim();
    const rng = Rng.fromSeed(11);
    let decided = 0;
    for (const s of live) {
      const trace: object[] = [];
      sim.trace = trace;
      sim.seed(rng);
      sim.load(s);
      sim.playRound();
      let t = s;
      for (const move of trace as HanamikojiMove[]) {
        expect(roundScored(t, s)).toBe(false);
        expect(validate(t, move)).toBeNull();
        t = apply(t, move);
      }
      expect(roundScored(t, s)).toBe(true);
      const after = t.lastRound!;
      expect(scoredState(s, sim).markers).toEqual(after.markersAfter);
      expect(sim.ended).toBe(after.ended);
      expect(sim.winner).toBe(after.winner ?? -1);
      expect([sim.charm[0], sim.charm[1]]).toEqual(after.charm);
      expect([sim.geishas[0], sim.geishas[1]]).toEqual(after.geishas);
      if (after.ended) decided++;
    }
    expect(decided).toBeGreaterThan(100);
  });

  it('keeps a marker on a tie and lets 11 charm beat 4 geishas, as in the rules’ worked example', () => {
    const s = stateWith({
      hands: [cards('A'), cards('')],
      deck: [],
      placed: [items('BCD'), items('GGFFE')],
      secrets: [null, null],
      used: [{ ...NO_ACTIONS_USED, tradeoff: true, gift: true, competition: true }, { secret: true, tradeoff: true, gift: true, competition: true }],
      markers: markers({}),
    });
    const sim = new RoundSim();
    sim.seed(Rng.fromSeed(1));
    sim.load(s);
    sim.playRound();
    expect(sim.winner).toBe(1);
    expect([sim.geishas[0], sim.charm[0], sim.geishas[1], sim.charm[1]]).toEqual([4, 9, 3, 12]);
  });
});

describe('the search hooks', () => {
  it('play out only the root’s round and stop once it is scored', () => {
    const rng = Rng.fromSeed(5);
    for (const s of live.slice(0, 200)) {
      const end = playRoundOut(s, s, rng);
      expect(roundScored(end, s)).toBe(true);
      expect(end.outcome !== null || end.round === s.round + 1).toBe(true);
      const later = states.find((x) => x.round > s.round);
      if (later) expect(playRoundOut(later, s, rng)).toBe(later);
    }
  });

  it('value a decided game 1 for the winner and 0 for the loser, and an open one by the markers held', () => {
    const won = states.find((s) => s.outcome?.winner === 0)!;
    expect(scoredValue(won, 0)).toBe(1);
    expect(scoredValue(won, 1)).toBe(0);
    const open = stateWith({ markers: markers({ G: 0, F: 0, A: 1 }) });
    expect(scoredValue(open, 0)).toBeGreaterThan(0.5);
    expect(scoredValue(open, 0)).toBeLessThan(1);
    expect(scoredValue(open, 0) + scoredValue(open, 1)).toBeCloseTo(1, 12);
    expect(scoredValue(stateWith(), 0)).toBe(0.5);
  });
});
