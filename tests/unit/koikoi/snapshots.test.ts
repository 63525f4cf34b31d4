import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/framework/rng';
import koikoi, { type KoiKoiOptions, type KoiKoiState } from '../../../games/koikoi';
import { optionsSchema } from '../../../games/koikoi/options';
import { MonthSim, SNAPSHOT_SIZE } from '../../../games/koikoi/engine/month-sim';
import { apply, infoKey, legalMoves, moveKey, sampleState, toAct, type Snapshot } from '../../../games/koikoi/engine/snapshots';

const presetOptions = (id: string): KoiKoiOptions => optionsSchema.parse(koikoi.presets.find((p) => p.id === id)!.options);

const sim = new MonthSim();
const snapshotOf = (s: KoiKoiState): Snapshot => {
  sim.load(s);
  return sim.save(new Int32Array(SNAPSHOT_SIZE));
};
const keysOf = (moves: readonly Parameters<typeof moveKey>[0][]): string[] => moves.map(moveKey).sort();

describe('the search runs on snapshots that follow the plugin', () => {
  for (const preset of ['nintendo', 'tabletop', 'fifty']) {
    it(`lists the same moves and reaches the same information sets under the ${preset} preset`, () => {
      const rng = Rng.fromSeed(21);
      let checked = 0;
      for (let g = 0; g < 12; g++) {
        let s = koikoi.setup(presetOptions(preset), 500 + g);
        while (s.phase !== 'game-over') {
          const snap = snapshotOf(s);
          const moves = koikoi.legalMoves(s);
          expect(keysOf(legalMoves(snap))).toEqual(keysOf(moves));
          expect(toAct(snap)).toBe(s.turn);
          const move = rng.pick(moves);
          const next = koikoi.apply(s, move);
          const after = apply(snap, move);
          if (next.month === s.month && next.phase !== 'game-over') {
            for (const p of [0, 1] as const) expect(infoKey(after, p)).toBe(infoKey(snapshotOf(next), p));
            checked++;
          } else expect(toAct(after)).toBeNull();
          s = next;
        }
      }
      expect(checked).toBeGreaterThan(500);
    });
  }

  it('tells apart the information sets that differ in what the player sees', () => {
    const s = koikoi.setup(presetOptions('nintendo'), 4);
    const snap = snapshotOf(s);
    const p = s.turn;
    const next = apply(snap, legalMoves(snap)[0]!);
    expect(infoKey(next, p)).not.toBe(infoKey(snap, p));
    expect(infoKey(snap, p)).not.toBe(infoKey(snap, p === 0 ? 1 : 0));
  });

  it('samples states that keep what the viewer sees and deal the rest afresh', () => {
    const s = koikoi.setup(presetOptions('nintendo'), 9);
    const p = s.turn;
    const view = koikoi.viewFor(s, p);
    const rng = Rng.fromSeed(2);
    const a = sampleState(view, rng);
    const b = sampleState(view, rng);
    expect(infoKey(a, p)).toBe(infoKey(snapshotOf(s), p));
    expect(infoKey(b, p)).toBe(infoKey(a, p));
    const opp = p === 0 ? 1 : 0;
    expect(infoKey(a, opp)).not.toBe(infoKey(b, opp));
  });
});
