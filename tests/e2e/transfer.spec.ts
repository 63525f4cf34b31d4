/** Games in and out of the history end to end: a recorded arena game imported, a bad file refused, a game exported. */
import { readFileSync } from 'node:fs';
import { test, expect } from './harness';
import { makeBot } from '../../src/framework/bot';
import { resolveOptions } from '../../src/framework/game';
import { playBots } from '../../src/framework/play';
import { saveOfRecord } from '../../src/framework/save';
import { findGame } from '../../games/index';

const shotDir = process.env.UPDATE_SCREENSHOTS ? 'docs/screenshots' : `test-results/e2e-${process.env.E2E_RUN_ID}/screenshots`;

/** A finished Koi-Koi game between two bots, as `arena --record` writes it. */
function arenaSave(): string {
  const game = findGame('koikoi')!;
  const played = playBots(game, resolveOptions(game, 'nintendo'), 11, [makeBot(game, 'easy'), makeBot(game, 'random')], { budgetMs: 10 });
  const meta = {
    seats: [
      { kind: 'bot', level: 'easy' },
      { kind: 'bot', level: 'random' },
    ] as [{ kind: 'bot'; level: string }, { kind: 'bot'; level: string }],
    presetId: 'nintendo',
    startedAt: '2026-11-20T10:00:00.000Z',
    savedAt: '2026-11-20T10:30:00.000Z',
  };
  return JSON.stringify(saveOfRecord(played.record, meta));
}

test('a recorded game is imported into the history, a bad file is refused in one line, and a game is exported', async ({ page }) => {
  await page.locator('[data-nav="history"]').click();
  await expect(page.getByTestId('history-empty')).toBeVisible();
  const file = page.getByTestId('history-import-file');

  await file.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":1}') });
  await expect(page.getByTestId('history-import-message')).toHaveText('notes.json cannot be imported: This file is not a saved game of this app.');

  await file.setInputFiles({ name: 'koikoi-0001-seed11.json', mimeType: 'application/json', buffer: Buffer.from(arenaSave()) });
  await expect(page.getByTestId('history-import-message')).toContainText('Imported: Hanafuda Koi-Koi');
  await expect(page.getByTestId('history-row')).toHaveCount(1);
  await page.screenshot({ path: `${shotDir}/history-import.png` });

  await file.setInputFiles({ name: 'again.json', mimeType: 'application/json', buffer: Buffer.from(arenaSave()) });
  await expect(page.getByTestId('history-import-message')).toHaveText('again.json is already in your history.');

  const download = page.waitForEvent('download');
  await page.getByTestId('history-export').click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('koikoi-2026-11-20T10-30-00Z.json');
  const exported = JSON.parse(readFileSync(await saved.path(), 'utf8')) as { moves: unknown[]; seed: number };
  const original = JSON.parse(arenaSave()) as { moves: unknown[]; seed: number };
  expect(exported.moves).toEqual(original.moves);
  expect(exported.seed).toBe(original.seed);
});
