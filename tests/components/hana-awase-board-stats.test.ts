/** Hana-awase's statistics of a finished game, read from its public view: the counters and how they are shown. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/framework/rng';
import type { AnyMatch, StatsCell } from '../../src/plugin-api/stats';
import { optionsSchema } from '../../games/hana-awase/options';
import { apply, legalMoves, setup } from '../../games/hana-awase/rules';
import type { HanaAwaseMove, HanaAwaseState } from '../../games/hana-awase/state';
import { viewFor } from '../../games/hana-awase/view';
import { hanaAwaseStats } from '../../games/hana-awase/ui/stats';

function finished(seed: number): HanaAwaseState {
  const rng = Rng.fromSeed(seed);
  let s = setup(optionsSchema.parse({ players: 3, rounds: 6 }), seed);
  while (s.phase !== 'game-over') {
    const moves = legalMoves(s);
    s = apply(s, moves[rng.int(moves.length)] as HanaAwaseMove);
  }
  return s;
}

const state = finished(11);
const match = { viewFor: (seat: number) => viewFor(state, seat) } as unknown as AnyMatch;

describe('Hana-awase statistics', () => {
  it('count a seat’s rounds, its card points, the rounds it had the table’s best score and every yaku it scored', () => {
    for (const seat of [0, 1, 2]) {
      const d = hanaAwaseStats.details(match, seat);
      const mine = state.results.map((r) => r.score.seats[seat]!);
      expect(d.rounds).toBe(6);
      expect(d['card-points']).toBe(mine.reduce((sum, s) => sum + s.cardPoints, 0));
      expect(d['rounds-best']).toBe(state.results.filter((r) => !r.score.void && r.score.seats[seat]!.score === Math.max(...r.score.seats.map((s) => s.score))).length);
      expect(d['yaku-rounds']).toBe(mine.filter((s) => s.yaku.length > 0).length);
      for (const y of mine.flatMap((s) => s.yaku)) expect(d[`yaku:${y.id}`]).toBe(mine.flatMap((s) => s.yaku).filter((x) => x.id === y.id).length);
    }
  });

  it('show the rounds topped out of those played and a chart of the yaku scored', () => {
    const details = { rounds: 12, 'rounds-best': 5, 'card-points': 1056, 'yaku-rounds': 4, 'void-rounds': 0, 'yaku:akatan': 2, 'yaku:goko': 1 };
    const cell: StatsCell = { details, detailed: 2, wonBy: {}, lostBy: {} };
    const t = (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`;
    const facts = hanaAwaseStats.facts(cell, t, 'en');
    expect(facts.map((f) => f.value)).toEqual(['statistics.ofTotal{"part":5,"whole":12,"rate":"42%"}', '88.0', 'statistics.ofTotal{"part":4,"whole":12,"rate":"33%"}']);
    const [chart] = hanaAwaseStats.charts(cell, t, 'en');
    expect(chart!.labels).toEqual(['Goko', 'Akatan']);
    expect(chart!.series[0]!.values).toEqual([1, 2]);
  });
});
