/**
 * The game log says the same as before it was read from the public event log: a few games of each
 * game (tests/fixtures/game-logs.json, their lines written by the state-reading describeMove) give
 * the same lines for each viewer, in both languages, with and without the players' names.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findGame } from '../../../games';
import type { PlayerId } from '../../../src/framework/game';
import { Match, type MatchRecord } from '../../../src/framework/match';

interface LoggedGame extends MatchRecord {
  /** Keyed "viewer lang" or "viewer lang names". */
  readonly logs: Readonly<Record<string, readonly string[]>>;
}

const NAMES = ['Aki', 'Ben'] as const;
const recorded = JSON.parse(readFileSync('tests/fixtures/game-logs.json', 'utf8')) as LoggedGame[];

describe('the game log', () => {
  it.each(recorded.map((g) => [`${g.gameId} seed ${g.seed}`, g] as const))('of %s reads as it always did', (_name, game) => {
    const match = Match.replay(findGame(game.gameId)!, game);
    for (const [key, lines] of Object.entries(game.logs)) {
      const [viewer, lang, names] = key.split(' ');
      expect(match.logFor(Number(viewer) as PlayerId, lang as 'en' | 'ja', names ? NAMES : undefined), key).toEqual(lines);
    }
  });
});
