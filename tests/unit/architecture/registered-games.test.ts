/**
 * Every game in the registry (games/index.ts) keeps the framework's contract and brings what the app needs:
 * the conformance kit over a few seeded games each (the games' own tests play hundreds), and a UI manifest
 * at games/<id>/ui/index.ts for the shell's one glob to find.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { games } from '../../../games/index';
import { checkConformance, formatFailures } from '../../../src/framework/conformance';

describe.each(games.map((game) => [game.id, game] as const))('the registered game %s', (id, game) => {
  it('passes the conformance kit under every preset', { timeout: 240_000 }, () => {
    expect(formatFailures(checkConformance(game, { games: 6, seed: 2026, viewEvery: 4, determinizations: 1 }))).toBe('');
  });

  it('has a UI manifest where the app looks for it', () => {
    expect(existsSync(new URL(`../../../games/${id}/ui/index.ts`, import.meta.url))).toBe(true);
  });
});
