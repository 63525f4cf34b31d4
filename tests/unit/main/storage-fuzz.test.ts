/**
 * Stored files fuzzed (fast-check): random mutations and truncations of valid settings, statistics,
 * history and saved games. Loading never throws; a damaged file is either still valid or set aside and
 * reported, the sound backup is restored — and the backup itself is never overwritten by the damage.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Store } from '../../../src/main/store';
import type { StorageNotice } from '../../../src/shared/bridge';
import { defaultSettings } from '../../../src/shared/settings';
import { addToHistory, emptyHistory, emptyStatistics, recordMatch, type FinishedMatch } from '../../../src/shared/records';
import koikoi from '../../../games/koikoi';
import { Match } from '../../../src/framework/match';
import { resolveOptions } from '../../../src/framework/game';
import { toSave } from '../../../src/framework/save';

const finished: FinishedMatch = { gameId: 'koikoi', finishedAt: '2026-11-21T12:00:00.000Z', opponent: 'hard', preset: null, result: 'win', scores: [9, 4], reason: 'twelve-months', moves: 120 };
let match = Match.start(koikoi, resolveOptions(koikoi, undefined), 5);
for (let i = 0; i < 6; i++) match = match.play(koikoi.legalMoves(match.state)[0]!);
const meta = { seats: [{ kind: 'human' as const }, { kind: 'bot' as const, level: 'easy' }] as [{ kind: 'human' }, { kind: 'bot'; level: string }], presetId: 'nintendo', startedAt: '2026-11-21T10:00:00.000Z', savedAt: '2026-11-21T10:05:00.000Z' };

/** Two sound versions of each document: the backup (older) and the current file. */
const documents = [
  { file: 'settings.json', versions: [defaultSettings('en'), { ...defaultSettings('en'), volume: 0.25 }], read: (s: Store) => s.settings() },
  { file: 'statistics.json', versions: [emptyStatistics(), recordMatch(emptyStatistics(), finished)], read: (s: Store) => s.statistics() },
  { file: 'history.json', versions: [emptyHistory(), addToHistory(emptyHistory(), finished)], read: (s: Store) => s.history() },
  { file: join('saves', 'koikoi.json'), versions: [toSave(match.prefix(2), meta), toSave(match, meta)], read: (s: Store) => s.saveDoc('koikoi').read() },
] as const;

/** A damaged copy of a file: bytes flipped, cut short, or spliced with garbage. */
const damage = (text: string) =>
  fc.oneof(
    fc.nat({ max: text.length - 1 }).map((at) => text.slice(0, at)),
    fc.tuple(fc.nat({ max: text.length - 1 }), fc.integer({ min: 0, max: 255 })).map(([at, byte]) => text.slice(0, at) + String.fromCharCode(byte) + text.slice(at + 1)),
    fc.tuple(fc.nat({ max: text.length - 1 }), fc.string({ maxLength: 40 })).map(([at, junk]) => text.slice(0, at) + junk + text.slice(at)),
    fc.tuple(fc.nat({ max: text.length - 1 }), fc.nat({ max: 60 })).map(([at, n]) => text.slice(0, at) + text.slice(at + n)),
  );

describe.each(documents)('a damaged $file', ({ file, versions, read }) => {
  const [older, current] = versions.map((v) => `${JSON.stringify(v, null, 2)}\n`) as [string, string];

  it('loads, or is set aside and reported with the sound backup restored; the backup is never overwritten', async () => {
    await fc.assert(
      fc.asyncProperty(damage(current), async (damaged) => {
        const dir = mkdtempSync(join(tmpdir(), 'storage-fuzz-'));
        try {
          const path = join(dir, file);
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(`${path}.bak`, older);
          writeFileSync(path, damaged);
          const notices: StorageNotice[] = [];
          const value = await read(new Store({ dir, locale: 'en', report: (n) => notices.push(n) }));
          expect(value).not.toBeUndefined();
          expect(readFileSync(`${path}.bak`, 'utf8')).toBe(older);
          if (notices.length > 0) {
            expect(notices[0]?.recovery).toBe('backup');
            expect(readFileSync(path, 'utf8')).toBe(older);
            const setAside = readdirSync(join(dir, file, '..')).filter((n) => n.includes('.corrupt-'));
            expect(setAside.map((n) => readFileSync(join(dir, file, '..', n), 'utf8'))).toEqual([damaged]);
          }
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }),
      { numRuns: 120, seed: 2026 },
    );
  }, 60_000);
});
