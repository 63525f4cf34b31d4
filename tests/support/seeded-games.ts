/** Seeded random games and their fingerprints (see tools/framework/seeded-games.ts). */
import { createHash } from 'node:crypto';
import { resolveOptions, type AnyGame, type Outcome } from '../../src/framework/game';
import { Match } from '../../src/framework/match';
import { Rng } from '../../src/framework/rng';
import { stableStringify } from '../../src/framework/stable-json';

export interface GameFingerprint {
  readonly outcome: Outcome | null;
  /** sha256 over every state of the game, in order. */
  readonly states: string;
  /** sha256 over both players' views of every state. */
  readonly views: string;
  /** sha256 over a seeded determinization and a seeded sampleState for each player of every state. */
  readonly resamples: string;
}

export interface SeededGame extends GameFingerprint {
  readonly gameId: string;
  readonly presetId: string;
  readonly seed: number;
  readonly moves: readonly unknown[];
}

/** Plays random legal moves (picked by a generator seeded from `seed`) to the end; returns the moves. */
export function playSeededRandom(game: AnyGame, presetId: string, seed: number): unknown[] {
  const rng = Rng.fromSeed(seed * 7919 + 13);
  let match = Match.start(game, resolveOptions(game, presetId), seed);
  while (match.toAct() !== null) match = match.play(rng.pick(game.legalMoves(match.state)));
  return match.record().moves.slice();
}

export function fingerprintGame(game: AnyGame, presetId: string, seed: number, moves: readonly unknown[]): GameFingerprint {
  const match = Match.replay(game, { gameId: game.id, options: resolveOptions(game, presetId), seed, moves });
  const states = createHash('sha256');
  const views = createHash('sha256');
  const resamples = createHash('sha256');
  match.states.forEach((state, i) => {
    states.update(stableStringify(state));
    for (const p of [0, 1] as const) {
      const view = game.viewFor(state, p);
      views.update(stableStringify(view));
      resamples.update(stableStringify(game.determinize(state, p, Rng.fromSeed(i * 2 + p))));
      resamples.update(stableStringify(game.sampleState(view, Rng.fromSeed(i * 2 + p + 1000))));
    }
  });
  return { outcome: match.outcome(), states: states.digest('hex'), views: views.digest('hex'), resamples: resamples.digest('hex') };
}
