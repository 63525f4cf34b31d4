/**
 * The same seed and moves give the same game: every recorded seeded game (tests/fixtures/seeded-games.json,
 * written by tools/framework/seeded-games.ts before the kernel) replays to byte-equal states, views,
 * resamplings and outcome.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findGame } from '../../../games';
import { fingerprintGame, type SeededGame } from '../../support/seeded-games';

const recorded = JSON.parse(readFileSync('tests/fixtures/seeded-games.json', 'utf8')) as SeededGame[];

describe('recorded seeded games', () => {
  it('cover every preset of both games', () => {
    const presets = new Set(recorded.map((g) => `${g.gameId}/${g.presetId}`));
    for (const id of ['hanamikoji', 'koikoi']) {
      for (const preset of findGame(id)?.presets ?? []) expect(presets).toContain(`${id}/${preset.id}`);
    }
  });

  it.each(recorded.map((g) => [`${g.gameId} ${g.presetId} seed ${g.seed}`, g] as const))('%s replays byte-equal', (_name, game) => {
    const plugin = findGame(game.gameId);
    if (!plugin) throw new Error(`no game ${game.gameId}`);
    const now = fingerprintGame(plugin, game.presetId, game.seed, game.moves);
    expect(now.outcome).toEqual(game.outcome);
    expect(now.states).toBe(game.states);
    expect(now.views).toBe(game.views);
    expect(now.resamples).toBe(game.resamples);
  });
});
