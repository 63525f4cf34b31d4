import { describe, expect, it } from 'vitest';
import hanamikoji from '../../../games/hanamikoji/index';
import koikoi from '../../../games/koikoi/index';
import type { AnyGame, PlayerId } from '../../../src/framework/game';
import { Match } from '../../../src/framework/match';
import { Rng } from '../../../src/framework/rng';
import type { SaveMeta } from '../../../src/framework/save';
import { finishedMatch } from '../../../src/renderer/play/finished';
import type { AnyMatch } from '../../../src/plugin-api/stats';
import hanamikojiUi from '../../../games/hanamikoji/ui/index';
import koikoiUi from '../../../games/koikoi/ui/index';
import { finishedMatchSchema } from '../../../src/shared/records';

const NOW = new Date('2026-11-21T10:30:00.000Z');
/** The game's statistics profile, as its UI manifest gives it to the app. */
const profileOf = (game: AnyGame) => ({ hanamikoji: hanamikojiUi, koikoi: koikoiUi })[game.id as 'koikoi']?.stats ?? null;

/** A whole game of random legal moves. */
function randomGame(game: AnyGame, seed: number): AnyMatch {
  const rng = Rng.fromSeed(seed);
  let match = Match.start(game, game.optionsSchema.parse({ ...game.presets[0]!.options }), seed);
  while (match.toAct() !== null) {
    const moves = match.legalMovesFor(match.toAct() as PlayerId);
    match = match.play(moves[rng.int(moves.length)]);
  }
  return match;
}

const meta = (humanSeat: PlayerId): SaveMeta => ({
  seats: humanSeat === 0 ? [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] : [{ kind: 'bot', level: 'easy' }, { kind: 'human' }],
  presetId: 'x',
  startedAt: '2026-11-21T10:00:00.000Z',
  savedAt: '2026-11-21T10:00:00.000Z',
});

describe('a finished match record', () => {
  it.each([
    ['hanamikoji', hanamikoji, 0],
    ['koikoi', koikoi, 1],
  ] as const)('of %s keeps the seed, options and moves that replay it to the same end, and the player’s seat', (_id, game, seat) => {
    const match = randomGame(game as AnyGame, 11);
    const record = finishedMatch(match, meta(seat), new Date('2026-11-21T10:30:00.000Z'), profileOf(game as AnyGame))!;
    expect(finishedMatchSchema.parse(record)).toEqual(record);
    expect(record.replay).toMatchObject({ seed: 11, seat });
    const again = Match.replay(game as AnyGame, { gameId: game.id, ...record.replay! });
    expect(again.state).toEqual(match.state);
    expect(record.scores).toEqual([match.outcome()!.scores[seat], match.outcome()!.scores[1 - seat]]);
  });
});

describe('Hanamikoji details', () => {
  const games = Array.from({ length: 12 }, (_, i) => randomGame(hanamikoji as AnyGame, 100 + i));

  it('count the geishas whose favour the player holds at the end, and their charm', () => {
    for (const match of games) {
      const d = finishedMatch(match, meta(0), NOW, profileOf(match.game))!.details!;
      const geishas = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].reduce((n, g) => n + (d[`geisha:${g}`] ?? 0), 0);
      expect(d.geishas).toBe(geishas);
      const outcome = match.outcome()!;
      if (outcome.winner === 0 && outcome.reason === 'four-geishas') expect(d.geishas).toBeGreaterThanOrEqual(4);
      if (outcome.winner === 0 && outcome.reason === 'eleven-charm') expect(d.charm).toBeGreaterThanOrEqual(11);
      expect(d.charm).toBe(outcome.scores[0]);
    }
  });

  it('count the rounds played', () => {
    for (const match of games) {
      const d = finishedMatch(match, meta(1), NOW, profileOf(match.game))!.details!;
      expect(d.rounds).toBe((match.state as { lastRound: { round: number } }).lastRound.round);
      expect(d.rounds).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('Koi-Koi details', () => {
  const games = Array.from({ length: 8 }, (_, i) => randomGame(koikoi as AnyGame, 200 + i));

  it('count the months played and won; the points of the months won make the final score', () => {
    for (const match of games) {
      for (const seat of [0, 1] as const) {
        const d = finishedMatch(match, meta(seat), NOW, profileOf(match.game))!.details!;
        const results = (match.state as { results: { winner: PlayerId | null; points: number }[] }).results;
        expect(d.months).toBe(results.length);
        expect(d['months-won']).toBe(results.filter((r) => r.winner === seat).length);
        expect(results.filter((r) => r.winner === seat).reduce((n, r) => n + r.points, 0)).toBe(match.outcome()!.scores[seat]);
      }
    }
  });

  it('count koi-koi calls, the months with one, and those the caller went on to win', () => {
    let calls = 0;
    for (const match of games) {
      const d = finishedMatch(match, meta(0), NOW, profileOf(match.game))!.details!;
      expect(d['koikoi-paid']).toBeLessThanOrEqual(d['koikoi-months']!);
      expect(d['koikoi-months']).toBeLessThanOrEqual(d['koikoi-calls']!);
      calls += d['koikoi-calls']!;
    }
    expect(calls).toBeGreaterThan(0);
  });

  it('count each yaku of the months the player won', () => {
    for (const match of games) {
      const d = finishedMatch(match, meta(0), NOW, profileOf(match.game))!.details!;
      const results = (match.state as { results: { winner: PlayerId | null; points: number; yaku: { id: string }[] }[] }).results;
      const won = results.filter((r) => r.winner === 0 && r.points > 0).flatMap((r) => r.yaku.map((y) => y.id));
      const counted = Object.entries(d).filter(([k]) => k.startsWith('yaku:'));
      expect(counted.reduce((n, [, v]) => n + v, 0)).toBe(won.length);
      for (const [key, n] of counted) expect(won.filter((id) => `yaku:${id}` === key)).toHaveLength(n);
    }
  });
});

describe('the running score of a Hanamikoji match in progress (for its Continue card)', () => {
  it('is the charm of the geishas each player holds', () => {
    // A game that goes on after its first round's scoring, played into the second round.
    let match = Match.start(hanamikoji as AnyGame, hanamikoji.optionsSchema.parse({}), 0);
    for (let seed = 1; (match.state as { round: number }).round < 2; seed++) {
      const rng = Rng.fromSeed(seed);
      match = Match.start(hanamikoji as AnyGame, hanamikoji.optionsSchema.parse({}), seed);
      while ((match.state as { round: number }).round < 2 && match.toAct() !== null) {
        const moves = match.legalMovesFor(match.toAct() as PlayerId);
        match = match.play(moves[rng.int(moves.length)]);
      }
    }
    const view = match.viewFor(0) as Parameters<NonNullable<typeof hanamikojiUi.summary>>[0];
    expect(hanamikojiUi.summary!(view)).toEqual({ score: [view.lastRound!.charm[0], view.lastRound!.charm[1]], round: 2 });
  });
});
