/**
 * The guided first game from Learn: it asks before it replaces a game in progress, and a reload in the middle
 * of it comes back to the same step of the guide with the focus on what the player uses next.
 */
import type { Page } from '@playwright/test';
import { test, expect, seededThroughLocalStorage } from './harness';
import { koikoiInMonthTwo, hanamikojiThreeMovesIn, saveEntries } from '../support/saved-games';

async function settle(page: Page, entries: Record<string, string> = {}): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    localStorage.setItem('hanafuda-table:settings', JSON.stringify({ animationSpeed: 'off' }));
  }, entries);
  await page.reload();
}

async function guidedFromLearn(page: Page, title: string): Promise<void> {
  await page.locator('[data-nav="learn"]').click();
  await page.getByTestId('learn').getByRole('button', { name: title }).click();
  await page.getByTestId('guide-start').click();
}

test('the guided first game from Learn asks before it replaces a saved Koi-Koi game, and keeping it keeps the game', async ({ page, target }) => {
  seededThroughLocalStorage(target);
  const save = koikoiInMonthTwo();
  await settle(page, saveEntries(save));
  await guidedFromLearn(page, 'Hanafuda Koi-Koi');
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm.getByRole('heading')).toHaveText('Replace your game of Hanafuda Koi-Koi?');
  await expect(confirm.getByTestId('replace-body')).toContainText('Your game of Hanafuda Koi-Koi in progress (Month 2');
  await expect(confirm.getByRole('button', { name: 'Keep my game' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Keep my game' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('learn')).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('hanafuda-table:save:koikoi'))) ?? 'null')).toEqual(save);

  await page.getByTestId('guide-start').click();
  await confirm.getByTestId('confirm').click();
  await expect(page.getByTestId('guide')).toBeVisible();
  // The board is the game's own component, loaded when the table first shows it: on a loaded two-core machine
  // it came more than 5 s after the guide (CI, this stop's fresh-clone run), as in the reload tests below.
  await expect(page.getByTestId('koikoi-board')).toBeVisible({ timeout: 30_000 });
});

test('the guided first game from Learn asks before it replaces a Hanamikoji game three moves in', async ({ page, target }) => {
  seededThroughLocalStorage(target);
  await settle(page, saveEntries(hanamikojiThreeMovesIn()));
  await guidedFromLearn(page, 'Hanamikoji');
  await expect(page.getByTestId('confirm-dialog').getByTestId('replace-body')).toContainText('Your game of Hanamikoji in progress (Round 1');
});

test('a reload during a guided Koi-Koi game returns to the same step of the guide, the focus on the hand', async ({ page }) => {
  test.setTimeout(150_000);
  await settle(page);
  await guidedFromLearn(page, 'Hanafuda Koi-Koi');
  const text = page.getByTestId('guide-text');
  await expect(text).toContainText('play a card from your hand', { timeout: 40_000 });
  const step = await text.textContent();

  await page.reload();
  await expect(page.getByTestId('guide-text')).toHaveText(step ?? '', { timeout: 40_000 });
  await expect(page.getByTestId('koikoi-board').getByTestId('hand').locator('button:focus')).toHaveCount(1, { timeout: 30_000 });
});

test('a reload during a guided Hanamikoji game returns to the same step of the guide, the focus on the actions', async ({ page }) => {
  test.setTimeout(150_000);
  await settle(page);
  await guidedFromLearn(page, 'Hanamikoji');
  const text = page.getByTestId('guide-text');
  await expect(text).toContainText('Pick one of your unused actions', { timeout: 40_000 });
  const step = await text.textContent();

  await page.reload();
  await expect(page.getByTestId('guide-text')).toHaveText(step ?? '', { timeout: 40_000 });
  await expect(page.getByTestId('hanamikoji-board').locator('[data-action]:focus')).toHaveCount(1, { timeout: 30_000 });
});
