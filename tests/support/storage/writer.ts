/**
 * A child process for the kill test (tests/unit/main/kill-safe.test.ts): writes settings, statistics
 * and history through the real storage code, in a loop, as fast as it can, until it is killed.
 * Prints "writing" once two rounds of writes are on disk: from then on every document has a backup
 * (the first write of a document has no earlier version to keep), which the test reads after each kill.
 */
import { Store } from '../../../src/main/store';

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: writer.ts <dir>');
const store = new Store({ dir, locale: 'en', report: () => {} });
let n = 0;
for (;;) {
  n++;
  await store.setSettings({ volume: (n % 100) / 100 });
  await store.recordMatch({
    gameId: n % 2 ? 'koikoi' : 'hanamikoji', finishedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n % 60)).toISOString(),
    opponent: 'easy', preset: null, result: n % 3 === 0 ? 'draw' : n % 3 === 1 ? 'win' : 'loss', scores: [n % 12, 7], reason: 'round-limit', moves: n % 200,
  });
  await store.addToHistory({
    gameId: 'koikoi', finishedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 0, n)).toISOString(),
    opponent: 'normal', preset: null, result: 'win', scores: [n, 1], reason: 'twelve-months', moves: 100 + (n % 50),
  });
  if (n === 2) process.stdout.write('writing\n');
}
