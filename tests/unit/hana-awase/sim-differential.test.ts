/**
 * The round simulator (games/hana-awase/engine) against the rules (rules.ts + scoring.ts): whole games whose
 * moves the simulator picks at random — its own legal moves, with its own random stream — are played by the
 * rules as well, move for move. After every move both must agree on whose turn it is, the phase, the legal
 * moves and every capture pile; at each round's end on every seat's card points, yaku, score, the totals, a
 * void round and the next dealer. For two, three and four players under every preset and every house rule.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/framework/rng';
import { presets, optionsSchema, type HanaAwaseOptions } from '../../../games/hana-awase/options';
import { apply, legalMoves, setup } from '../../../games/hana-awase/rules';
import type { HanaAwaseState } from '../../../games/hana-awase/state';
import { moveKey, viewFor } from '../../../games/hana-awase/view';
import { maskOf, idsOf, YAKU_MASKS } from '../../../games/hana-awase/engine/deck';
import { PHASE_ENDED, PHASE_NAMES, RoundSim } from '../../../games/hana-awase/engine/round-sim';
import * as snapshots from '../../../games/hana-awase/engine/snapshots';
import { applyMove, simMoves } from '../../../games/hana-awase/engine/snapshots';
import { AT_CAPTURED, AT_FIELD, AT_HANDS, AT_PILE, AT_PILE_LEN, AT_PILE_TOP } from '../../../games/hana-awase/engine/round-sim';

const presetOptions = (id: string, overrides: Partial<HanaAwaseOptions> = {}): HanaAwaseOptions =>
  optionsSchema.parse({ ...presets.find((p) => p.id === id)!.options, ...overrides });

const yakuIds = (set: number): string[] => YAKU_MASKS.flatMap((y, r) => (set & (1 << r) ? [y.id] : []));

interface Tally {
  rounds: number;
  voids: number;
  yaku: number;
  choices: number;
  runOuts: number;
  compensated: number;
}

/**
 * Plays `games` games: the simulator (loaded at each round's first turn) picks a random move of its own,
 * the rules apply the same move; both are compared after every move and at every round's end.
 */
function replayGames(options: HanaAwaseOptions, games: number, seed: number): Tally {
  const tally: Tally = { rounds: 0, voids: 0, yaku: 0, choices: 0, runOuts: 0, compensated: 0 };
  const sim = new RoundSim();
  const rng = Rng.fromSeed(seed);
  for (let g = 0; g < games; g++) {
    let s: HanaAwaseState = setup(options, seed * 1000 + g);
    let loaded = -1;
    while (s.phase !== 'game-over') {
      if (s.round !== loaded) {
        sim.load(s);
        loaded = s.round;
      }
      const rulesMoves = legalMoves(s).map(moveKey).sort();
      const simLegal = simMoves(sim);
      // Plain comparisons in the hot loop (an expect per move would dominate the run time).
      if (PHASE_NAMES[sim.phase] !== s.phase || sim.turn !== s.turn || simLegal.map(moveKey).sort().join() !== rulesMoves.join())
        expect({ phase: PHASE_NAMES[sim.phase], turn: sim.turn, moves: simLegal.map(moveKey).sort() }).toEqual({ phase: s.phase, turn: s.turn, moves: rulesMoves });
      if (sim.legalMoveCount() !== rulesMoves.length) expect(sim.legalMoveCount()).toBe(rulesMoves.length);
      const move = rng.pick(simLegal);
      if (move.type === 'take') tally.choices++;
      if (move.type === 'draw') tally.runOuts++;
      const resultsBefore = s.results.length;
      s = apply(s, move);
      applyMove(sim, move);
      if (s.results.length === resultsBefore) {
        const captured = s.captures.flatMap((pile) => maskOf(pile));
        const field = maskOf(s.field);
        if (sim.phase === PHASE_ENDED || captured.some((m, i) => m !== sim.captured[i]) || field[0] !== sim.field[0] || field[1] !== sim.field[1])
          expect({ ended: sim.phase === PHASE_ENDED, captured: [...sim.captured.subarray(0, captured.length)], field: [...sim.field] }).toEqual({
            ended: false,
            captured,
            field,
          });
        continue;
      }
      // The round ended: the new result is the one the simulator played.
      const r = s.results[resultsBefore]!;
      expect(sim.phase).toBe(PHASE_ENDED);
      const n = s.players;
      expect(r.captured.map((pile) => maskOf(pile))).toEqual(Array.from({ length: n }, (_, p) => [sim.captured[2 * p], sim.captured[2 * p + 1]]));
      expect({
        cardPoints: [...sim.result.cardPoints.subarray(0, n)],
        yaku: Array.from({ length: n }, (_, p) => yakuIds(sim.result.yaku[p]!)),
        yakuTotal: [...sim.result.yakuTotal.subarray(0, n)],
        score: [...sim.result.score.subarray(0, n)],
        void: sim.result.void,
        nextDealer: sim.result.nextDealer,
        totals: [...sim.totals.subarray(0, n)],
      }).toEqual({
        cardPoints: r.score.seats.map((x) => x.cardPoints),
        yaku: r.score.seats.map((x) => x.yaku.map((y) => y.id)),
        yakuTotal: r.score.seats.map((x) => x.yakuTotal),
        score: r.score.seats.map((x) => x.score),
        void: r.score.void,
        nextDealer: r.score.nextDealer,
        totals: r.totals,
      });
      tally.rounds++;
      if (r.score.void) tally.voids++;
      if (r.score.seats.some((x) => x.yaku.length > 0)) tally.yaku++;
      if (r.score.seats.some((x) => x.compensation !== 0)) tally.compensated++;
    }
  }
  return tally;
}

describe('the round simulator follows the rules move for move', () => {
  for (const preset of presets.map((p) => p.id)) {
    for (const players of [2, 3, 4] as const) {
      it(`under the ${preset} preset with ${players} players`, () => {
        const tally = replayGames(presetOptions(preset, { players }), 6, 10 + players);
        expect(tally.rounds).toBeGreaterThanOrEqual(18);
        expect(tally.yaku).toBeGreaterThan(0);
        expect(tally.choices).toBeGreaterThan(0);
        if (players === 2) expect(tally.runOuts).toBeGreaterThan(0);
      });
    }
  }

  it('with plains worth 0, ten-card hands for two and four of a month in hand dealt again', () => {
    expect(replayGames(presetOptions('two-player', { plainValue: 0, twoPlayerHand: 10, fourInHand: 'redeal' }), 4, 21).rounds).toBe(48);
    expect(replayGames(presetOptions('classic', { plainValue: 0, fourInHand: 'redeal' }), 4, 22).rounds).toBe(48);
  });

  it('with void rounds (fuke) under zero-sum and additive scoring', () => {
    const zeroSum = replayGames(presetOptions('classic', { lowScoreVoid: true, players: 4 }), 4, 23);
    const additive = replayGames(presetOptions('quick', { lowScoreVoid: true, rounds: 12 }), 4, 24);
    expect(zeroSum.voids + additive.voids).toBeGreaterThan(0);
  });

  it('with compensation for three players', () => {
    expect(replayGames(presetOptions('classic', { compensation: true }), 8, 25).compensated).toBeGreaterThan(0);
  });

  for (const willowRow of ['cancels-yaku', 'owner-only'] as const) {
    it(`with the willow row under ${willowRow}, and the rain spoiling the viewing yaku`, () => {
      for (const players of [2, 3, 4] as const) {
        const tally = replayGames(presetOptions('classic', { willowRow, rainSpoilsViewing: true, players }), 4, 26 + players);
        expect(tally.rounds).toBe(48);
      }
    });
  }
});

describe('a snapshot sampled from a view', () => {
  it('keeps what the seat sees and deals every unseen card once to the other hands and the pile', () => {
    const rng = Rng.fromSeed(3);
    for (const players of [2, 3, 4] as const) {
      for (let g = 0; g < 20; g++) {
        let s = setup(presetOptions('classic', { players }), g);
        for (let k = rng.int(20); k > 0 && s.phase !== 'game-over'; k--) s = apply(s, rng.pick(legalMoves(s)));
        const me = s.turn;
        const view = viewFor(s, me);
        const snap = snapshots.sampleState(view, rng);
        const sim = new RoundSim();
        sim.restore(snap);
        expect([sim.hands[2 * me], sim.hands[2 * me + 1]]).toEqual(maskOf(s.hands[me]!));
        expect([sim.field[0], sim.field[1]]).toEqual(maskOf(s.field));
        expect(Array.from({ length: players }, (_, p) => idsOf(snap[AT_CAPTURED + 2 * p]!, snap[AT_CAPTURED + 2 * p + 1]!).length)).toEqual(s.captures.map((c) => c.length));
        expect(Array.from({ length: players }, (_, p) => sim.handSize(p))).toEqual(s.hands.map((h) => h.length));
        expect(snap[AT_PILE_LEN]! - snap[AT_PILE_TOP]!).toBe(s.drawPile.length);
        // Every card once: hands, field, pile, captures and the card waiting for a choice.
        const all = [
          ...Array.from({ length: players }, (_, p) => idsOf(snap[AT_HANDS + 2 * p]!, snap[AT_HANDS + 2 * p + 1]!)).flat(),
          ...idsOf(snap[AT_FIELD]!, snap[AT_FIELD + 1]!),
          ...Array.from({ length: s.drawPile.length }, (_, k) => idsOf(...maskOfCard(snap[AT_PILE + k]!))).flat(),
          ...Array.from({ length: players }, (_, p) => idsOf(snap[AT_CAPTURED + 2 * p]!, snap[AT_CAPTURED + 2 * p + 1]!)).flat(),
          ...(s.drawn ? [s.drawn] : []),
        ];
        expect(new Set(all).size).toBe(48);
        expect(all).toHaveLength(48);
        expect(snapshots.legalMoves(snap).map(moveKey).sort()).toEqual(legalMoves(s).map(moveKey).sort());
      }
    }
  });

  it('plays the round to the same end as the rules when the hidden cards are the real ones', () => {
    // The sample's other hands and pile replaced by the real ones: then the simulator is the rules' round.
    const rng = Rng.fromSeed(4);
    for (const players of [2, 3, 4] as const) {
      let s = setup(presetOptions('quick', { players }), 40 + players);
      for (let k = 5; k > 0; k--) s = apply(s, rng.pick(legalMoves(s)));
      const sim = new RoundSim();
      sim.load(s);
      const round = s.round;
      while (s.round === round && s.phase !== 'game-over') {
        const move = rng.pick(simMoves(sim));
        s = apply(s, move);
        applyMove(sim, move);
      }
      expect([...sim.totals.subarray(0, players)]).toEqual(s.results[round - 1]!.totals);
    }
  });
});

function maskOfCard(c: number): [number, number] {
  return c < 24 ? [1 << c, 0] : [0, 1 << (c - 24)];
}
