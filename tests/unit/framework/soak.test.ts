import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../src/framework/bot';
import { soakGame } from '../../../src/framework/soak';
import { tinyGame, type TinyState } from '../../support/tiny-game';
import { dealtRounds } from './dealt-rounds';

type TinyGame = typeof tinyGame;
const seats = [randomBot(), randomBot()] as const;
const checksFailed = (game: TinyGame): string[] =>
  [...new Set(soakGame(game as never, { tieGoesTo: 'nobody' }, 3, seats as never, { heavyShare: 0 }).failures.map((f) => f.check))];

describe('a soaked game', () => {
  it('passes the tiny game with nothing to report', () => {
    expect(checksFailed(tinyGame)).toEqual([]);
  });

  it('catches an apply that changes the state it was given', () => {
    const mutating: TinyGame = { ...tinyGame, apply: (s, m) => { (s.discarded as string[]).push('x'); return tinyGame.apply(s, m); } };
    expect(checksFailed(mutating)).toContain('apply');
  });

  it('catches an outcome that disagrees with the scores the game kept', () => {
    const wrongWinner: TinyGame = { ...tinyGame, outcomeError: (s: TinyState) => (s.prize === null ? 'the winner is not the one with more prizes' : null) };
    expect(checksFailed(wrongWinner)).toContain('outcome');
  });

  it('catches a legal move that validate refuses', () => {
    const strict: TinyGame = { ...tinyGame, validate: (s, m) => ((m as { card?: string }).card === s.hands[0]?.[0] ? { code: 'x', message: 'no' } : tinyGame.validate(s, m)) };
    expect(checksFailed(strict)).toContain('legal-validates');
  });

  it('catches, on the positions it checks closely, a determinized state that foresees the next deal', () => {
    const foreseeing: typeof dealtRounds = { ...dealtRounds, determinize: (s, p, rng) => ({ ...dealtRounds.determinize(s, p, rng), rng: s.rng }) };
    const failed = soakGame(foreseeing, {}, 3, seats as never, { heavyShare: 1 }).failures.map((f) => f.check);
    expect(failed).toContain('future-deals');
  });

  it('catches, on the positions it checks closely, a sampleState that writes into the view it reads, where it writes', () => {
    // The soak freezes the views it hands to sampleState: the write throws, and the failure is sampleState's.
    const scribbling: TinyGame = {
      ...tinyGame,
      sampleState: (v, rng) => {
        const sample = tinyGame.sampleState(v, rng);
        (v as { me: number }).me = 9;
        return sample;
      },
    };
    const failures = soakGame(scribbling as never, { tieGoesTo: 'nobody' }, 3, seats as never, { heavyShare: 1 }).failures;
    expect(failures.map((f) => f.check)).toContain('sampleState');
    expect(failures.find((f) => f.check === 'sampleState')?.message).toMatch(/^threw: /);
  });

  it('catches a validate that accepts a move once the game is over', () => {
    const endless: TinyGame = { ...tinyGame, validate: (s, m) => (s.prize === null ? null : tinyGame.validate(s, m)) };
    expect(checksFailed(endless)).toContain('phases-enforced');
  });

  it('catches a game whose saved moves replay to another end', () => {
    let dealt = 0;
    // The second setup of the same seed keeps another random state: the played game and its replay from the save part ways.
    const forgetful: TinyGame = { ...tinyGame, setup: (o, seed) => ({ ...tinyGame.setup(o, seed), rng: tinyGame.setup(o, seed + dealt++).rng }) };
    expect(checksFailed(forgetful)).toContain('replay');
  });
});
