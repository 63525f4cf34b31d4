import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/framework/rng';
import koikoi, { type KoiKoiOptions, type KoiKoiState } from '../../../games/koikoi';
import { optionsSchema } from '../../../games/koikoi/options';
import { maskOf } from '../../../games/koikoi/scoring';
import { MonthSim, END_REASONS, PHASE_CHOICE, PHASE_DECIDE, PHASE_ENDED, PHASE_PLAY } from '../../../games/koikoi/engine/month-sim';
import { yakuIdsOf } from '../../../games/koikoi/engine/score';
import { playout } from '../../../tools/koikoi/month-out';

const presetOptions = (id: string): KoiKoiOptions => optionsSchema.parse(koikoi.presets.find((p) => p.id === id)!.options);

const masksOf = (piles: readonly (readonly string[])[]): number[] =>
  piles.flatMap((pile) => {
    const m = maskOf(pile);
    return [m.lo, m.hi];
  });

const PHASES = { play: PHASE_PLAY, 'draw-choice': PHASE_CHOICE, decide: PHASE_DECIDE } as const;

interface Tally {
  months: number;
  decisions: number;
  reasons: Record<string, number>;
}

/**
 * Plays whole games with random moves through the plugin, mirroring every move on the simulator
 * (loaded at each month's first turn), and checks after every move that both agree on the phase,
 * the player to act and the number of legal moves, and at the month's end on its result.
 */
function replayGames(options: KoiKoiOptions, games: number, seed: number): Tally {
  const tally: Tally = { months: 0, decisions: 0, reasons: {} };
  const sim = new MonthSim();
  const rng = Rng.fromSeed(seed);
  for (let g = 0; g < games; g++) {
    let s: KoiKoiState = koikoi.setup(options, seed * 1000 + g);
    let loadedMonth = -1;
    while (s.phase !== 'game-over') {
      if (s.month !== loadedMonth) {
        sim.load(s);
        loadedMonth = s.month;
      }
      const moves = koikoi.legalMoves(s);
      // Plain comparisons in the hot loop (an expect per move would dominate the run time).
      if (sim.phase !== PHASES[s.phase as keyof typeof PHASES] || sim.turn !== s.turn || sim.legalMoveCount() !== moves.length)
        expect({ phase: sim.phase, turn: sim.turn, moves: sim.legalMoveCount() }).toEqual({ phase: PHASES[s.phase as keyof typeof PHASES], turn: s.turn, moves: moves.length });
      const move = rng.pick(moves);
      if (move.type === 'koikoi' || move.type === 'stop') tally.decisions++;
      const resultsBefore = s.results.length;
      s = koikoi.apply(s, move);
      sim.applyMove(move);
      if (s.results.length === resultsBefore) {
        const captured = masksOf(s.captures);
        if (sim.phase === PHASE_ENDED || captured.some((m, i) => m !== sim.captured[i]))
          expect({ ended: sim.phase === PHASE_ENDED, captured: [...sim.captured] }).toEqual({ ended: false, captured });
        continue;
      }
      // The month ended: the first new result is the one the simulator played.
      const r = s.results[resultsBefore]!;
      expect(sim.phase).toBe(PHASE_ENDED);
      expect({
        winner: sim.winner < 0 ? null : sim.winner,
        reason: END_REASONS[sim.reason],
        base: sim.base,
        points: sim.points,
        yaku: yakuIdsOf(sim.yaku),
      }).toEqual({
        winner: r.winner,
        reason: r.reason,
        base: r.base,
        points: r.points,
        yaku: r.yaku.map((y) => y.id).sort((a, b) => yakuIdsOf(-1).indexOf(a) - yakuIdsOf(-1).indexOf(b)),
      });
      expect([...sim.scores]).toEqual(r.scores);
      expect(sim.gameEnd()).toBe(s.phase === 'game-over' && s.results.length === resultsBefore + 1 ? s.endReason : null);
      if (sim.gameEnd() === null) expect(sim.nextDealer()).toBe(s.results[resultsBefore + 1]?.dealer ?? s.dealer);
      tally.months++;
      tally.reasons[r.reason] = (tally.reasons[r.reason] ?? 0) + 1;
    }
  }
  return tally;
}

describe('the month simulator follows the plugin’s rules move for move', () => {
  for (const preset of ['nintendo', 'tabletop', 'fifty']) {
    it(`under the ${preset} preset`, () => {
      const tally = replayGames(presetOptions(preset), 40, 11);
      // Enough months, with koi-koi decisions and every ending the rules allow, to mean something.
      expect(tally.months).toBeGreaterThan(300);
      expect(tally.decisions).toBeGreaterThan(100);
      expect(Object.keys(tally.reasons)).toEqual(expect.arrayContaining(['stop', 'last-card', 'exhausted']));
      if (preset === 'nintendo') expect(tally.reasons['koikoi-limit']).toBeGreaterThan(0);
    });
  }

  it('with no wild card, points taken from the loser and the December limit', () => {
    const options = optionsSchema.parse({
      ...presetOptions('fifty'),
      wildCard: 'none',
      pointsMode: 'add-and-subtract',
      gameLength: 'fifty-points-or-december',
      akatanAotan: true,
      koikoiCalls: 'once',
    });
    expect(replayGames(options, 25, 12).months).toBeGreaterThan(200);
  });

  it('with the tabletop ribbons and boar-deer-butterflies rules but every viewing yaku always on', () => {
    const options = optionsSchema.parse({ ...presetOptions('tabletop'), viewingYaku: 'always', wildCard: 'iris-either', koikoiBonus: 'double-after-opponent' });
    expect(replayGames(options, 25, 13).months).toBeGreaterThan(200);
  });
});

describe('the playout hook', () => {
  it('plays from a mid-month state to the month’s end and keeps the scores the month produced', () => {
    const options = presetOptions('nintendo');
    const rng = Rng.fromSeed(5);
    let paid = 0;
    for (let g = 0; g < 50; g++) {
      let s = koikoi.setup(options, g);
      for (let k = 0; k < 5 && s.phase !== 'game-over'; k++) s = koikoi.apply(s, rng.pick(koikoi.legalMoves(s)));
      if (s.phase === 'game-over') continue;
      const end = playout(s, s, rng);
      expect(end.month === s.month + 1 || end.phase === 'game-over').toBe(true);
      // Under these rules a month pays its winner and takes nothing from the other: one side gains, one not.
      const gained = [end.scores[0] - s.scores[0], end.scores[1] - s.scores[1]].sort((a, b) => a - b);
      expect(gained[0]).toBe(0);
      if (gained[1]! > 0) paid += 1;
      expect(s.phase).not.toBe('game-over');
    }
    // Most random months end with a yaku or the dealer's privilege: the scores really move.
    expect(paid).toBeGreaterThan(25);
  });

  it('returns a state outside the root’s month unchanged', () => {
    const s = koikoi.setup(presetOptions('nintendo'), 3);
    const later = { ...s, month: s.month + 1 };
    expect(playout(later, s, Rng.fromSeed(1))).toBe(later);
  });
});
