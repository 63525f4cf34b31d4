/**
 * Saves written by the release before the kernel (dd5c53c, tests/fixtures/saves/) still load, and
 * replay to the very state and views that release computed. No save version bump was needed: a save
 * is seed + options + moves, and the kernel changed none of their meanings.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findGame } from '../../../games';
import { loadSave } from '../../../src/framework/save';
import { stableStringify } from '../../../src/framework/stable-json';

const sha = (value: unknown): string => createHash('sha256').update(stableStringify(value)).digest('hex');
const fixture = (name: string): unknown => JSON.parse(readFileSync(`tests/fixtures/saves/${name}`, 'utf8'));

describe.each(['hanamikoji', 'koikoi'])('a %s save from the release before the kernel', (gameId) => {
  it('loads and replays to the state and views that release computed', () => {
    const save = fixture(`${gameId}-release.json`) as { moves: unknown[] };
    const loaded = loadSave(save, findGame);
    if (!loaded.ok) throw new Error(loaded.error.message);
    const expected = fixture(`${gameId}-release.expected.json`) as { state: string; views: [string, string] };
    expect(loaded.match.moves.length).toBe(save.moves.length);
    expect(sha(loaded.match.state)).toBe(expected.state);
    expect([sha(loaded.match.viewFor(0)), sha(loaded.match.viewFor(1))]).toEqual(expected.views);
  });
});
