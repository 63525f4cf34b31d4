import { describe, expect, it } from 'vitest';
import { checkConformance, formatFailures } from '../../../src/framework/conformance';
import type { Game } from '../../../src/framework/game';
import { stableStringify } from '../../../src/framework/stable-json';
import { tinyGame, type TinyState } from '../../support/tiny-game';
import { dealtRounds } from './dealt-rounds';

type TinyGame = typeof tinyGame;
const broken = (patch: Partial<TinyGame>): TinyGame => ({ ...tinyGame, ...patch }) as TinyGame;
const checksFailed = (game: Game<TinyState, never, unknown, object>): string[] =>
  [...new Set(checkConformance(game as never, { games: 30 }).map((f) => f.check))];
type Rounds = typeof dealtRounds;
const roundsWith = (patch: Partial<Rounds>): Rounds => ({ ...dealtRounds, ...patch });
const roundsChecksFailed = (game: Rounds): string[] => [...new Set(checkConformance(game, { games: 30 }).map((f) => f.check))];
/** Dealt Rounds' key without the rounds won. */
const keyWithoutWins = (s: Parameters<Rounds['infoKey']>[0], p: 0 | 1): string => stableStringify({ ...dealtRounds.viewFor(s, p), wins: null });

describe('the conformance kit', () => {
  it('passes the tiny test game over hundreds of seeded games under every preset', { timeout: 120_000 }, () => {
    const failures = checkConformance(tinyGame, { games: 300 });
    expect(formatFailures(failures)).toBe('');
  });

  it('catches a view that shows the opponent’s hand', () => {
    const leaky = broken({ viewFor: (s, p) => ({ ...tinyGame.viewFor(s, p), peek: s.hands[p === 0 ? 1 : 0] }) as never });
    expect(checksFailed(leaky as never)).toContain('view-hides');
  });

  it('catches an apply that mutates its input', () => {
    const mutating = broken({
      apply: (s, m) => {
        (s.won as unknown as string[][])[0]!.push('x');
        return tinyGame.apply(s, m);
      },
    });
    expect(checksFailed(mutating as never)).toContain('no-mutation');
  });

  it('catches a sampleState that writes into the view it reads', () => {
    const scribbling = broken({
      sampleState: (v, rng) => {
        const sample = tinyGame.sampleState(v, rng);
        (v as { me: number }).me = 9;
        return sample;
      },
    });
    expect(checksFailed(scribbling as never)).toContain('no-mutation');
  });

  it('catches a listed legal move that validate refuses', () => {
    const strict = broken({ validate: (s, m) => (m && (m as { card?: string }).card === 'b8' ? { code: 'x', message: 'no b8' } : tinyGame.validate(s, m)) });
    expect(checksFailed(strict as never)).toContain('legal-validates');
  });

  it('catches a validate that throws on a malformed move', () => {
    const fragile = broken({ validate: (s, m) => (m as { card: string }).card.length > 9 ? null : tinyGame.validate(s, m) });
    expect(checksFailed(fragile as never)).toContain('validate');
  });

  it('catches a determinize that never resamples anything', () => {
    const lazy = broken({ determinize: (s) => s });
    expect(checksFailed(lazy as never)).toContain('determinize');
  });

  it('catches a determinize that changes what the player can see', () => {
    const sloppy = broken({ determinize: (s, p, rng) => ({ ...tinyGame.determinize(s, p, rng), won: [[], []] }) });
    expect(checksFailed(sloppy as never)).toContain('view-hides');
  });

  it('catches a sampleState that does not match the view it was built from', () => {
    const careless = broken({ sampleState: (v, rng) => ({ ...tinyGame.sampleState(v, rng), discarded: ['p9'] }) });
    expect(checksFailed(careless as never)).toContain('sample-state');
  });

  it('catches a card that lies in two zones', () => {
    const copying = broken({ apply: (s, m) => ({ ...tinyGame.apply(s, m), discarded: [m.card] }) });
    expect(checksFailed(copying as never)).toContain('cards-conserved');
  });

  it('catches a card that falls out of every zone', () => {
    const losing = broken({ apply: (s, m) => ({ ...tinyGame.apply(s, m), pool: [] }) });
    expect(checksFailed(losing as never)).toContain('cards-conserved');
  });

  it('catches a move that leads to a phase the declared flow does not allow', () => {
    // The first bid ends the game at once (its prize thrown away): a bid may not be followed by the game's end.
    const skipping = broken({ apply: (s, m) => (s.bids[0] === null && s.prize !== null ? { ...tinyGame.apply(s, m), prize: null, discarded: [...s.discarded, s.prize] } : tinyGame.apply(s, m)) });
    expect(checksFailed(skipping as never)).toContain('turn-flow');
  });

  it('catches a game that never ends', () => {
    const endless = broken({ apply: (s) => ({ ...s }), outcome: () => null, turns: undefined });
    expect(checkConformance(endless, { games: 1, maxMoves: 50 }).map((f) => f.check)).toContain('game-ends');
  });

  it('passes a game dealt afresh from its random stream every round', () => {
    expect(formatFailures(checkConformance(dealtRounds, { games: 100 }))).toBe('');
  });

  it('catches a determinized state that keeps the real game’s random stream, so its next round is the real one', () => {
    const foreseeing = roundsWith({ determinize: (s, p, rng) => ({ ...dealtRounds.determinize(s, p, rng), rng: s.rng }) });
    expect(roundsChecksFailed(foreseeing)).toContain('future-deals');
  });

  it('catches a state sampled from a view that keeps the real game’s random stream', () => {
    let real = dealtRounds.setup({}, 1).rng;
    const peeking = roundsWith({
      viewFor: (s, p) => ((real = s.rng), dealtRounds.viewFor(s, p)),
      sampleState: (v, rng) => ({ ...dealtRounds.sampleState(v, rng), rng: real }),
    });
    expect(roundsChecksFailed(peeking)).toContain('future-deals');
  });

  it('catches an information key that is the same for two different views', () => {
    expect(roundsChecksFailed(roundsWith({ infoKey: keyWithoutWins }))).toContain('info-key-views');
  });

  it('lets an information key leave out a field of the view the game declares it leaves out', () => {
    expect(roundsChecksFailed(roundsWith({ infoKey: keyWithoutWins, infoKeyLeavesOut: ['wins'] }))).toEqual([]);
  });

  it('catches a validate that refuses a move of another phase with a code of its own', () => {
    const early = roundsWith({ validate: (s, m) => (m?.type === 'follow' && s.table[0].length === 0 ? { code: 'not-yet', message: 'lead first' } : dealtRounds.validate(s, m)) });
    expect(roundsChecksFailed(early)).toContain('phases-enforced');
  });

  it('catches a validate that accepts a move once the game is over', () => {
    const endless = broken({ validate: (s, m) => (s.prize === null ? null : tinyGame.validate(s, m)) });
    expect(checksFailed(endless as never)).toContain('phases-enforced');
  });

  it('catches a table seating fewer than the game declares it seats', () => {
    expect(checksFailed(broken({ seatRange: [3, 4] }) as never)).toContain('seat-range');
  });

  it('passes a table within the seats the game declares', () => {
    expect(checksFailed(broken({ seatRange: [2, 4] }) as never)).not.toContain('seat-range');
  });

  it('catches a setup that ignores the seed’s determinism', () => {
    let calls = 0;
    const unstable = broken({ setup: (o, seed) => tinyGame.setup(o, seed + calls++) });
    expect(checksFailed(unstable as never)).toContain('deterministic-setup');
  });
});
