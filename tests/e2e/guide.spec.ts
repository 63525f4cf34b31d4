/** The guided first game end to end: started from Learn, a prompt for each choice, skippable. */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './harness';

const shotDir = process.env.UPDATE_SCREENSHOTS ? 'docs/screenshots' : `test-results/e2e-${process.env.E2E_RUN_ID}/screenshots`;

async function startGuided(page: Page, title: string): Promise<void> {
  await page.evaluate(() => localStorage.setItem('hanafuda-table:settings', JSON.stringify({ animationSpeed: 'off' })));
  await page.reload();
  await page.locator('[data-nav="learn"]').click();
  await page.getByTestId('learn').getByRole('button', { name: title }).click();
  await page.getByTestId('guide-start').click();
  await expect(page.getByTestId('guide')).toBeVisible();
}

/** Waits until the guide speaks to the player (the computer may move first). */
async function prompt(page: Page): Promise<Locator> {
  const text = page.getByTestId('guide-text');
  await expect(text).toHaveText(/^(Your turn|Your opponent offers|You made|The card turned)/, { timeout: 15_000 });
  return text;
}

test('a guided Hanamikoji game explains the actions, then the offer, and can be skipped', async ({ page }) => {
  test.setTimeout(90_000);
  await startGuided(page, 'Hanamikoji');
  await expect(await prompt(page)).toContainText('Pick one of your unused actions');
  await page.screenshot({ path: `${shotDir}/guide-hanamikoji-1.png` });
  const board = page.getByTestId('hanamikoji-board');
  // The Secret: one card, then Confirm.
  await board.locator('[data-action="secret"]').click();
  await board.getByTestId('hand').getByRole('button').first().click();
  await board.getByTestId('confirm').click();
  await expect(page.getByTestId('guide-text')).not.toContainText('Secret (1 card', { timeout: 15_000 });
  await expect(await prompt(page)).not.toContainText('Secret (1 card');
  await page.screenshot({ path: `${shotDir}/guide-hanamikoji-2.png` });
  await page.getByTestId('guide-skip').click();
  await expect(page.getByTestId('guide')).toHaveCount(0);
});

test('a guided Koi-Koi game explains playing a card and matching, and can be skipped', async ({ page }) => {
  test.setTimeout(90_000);
  await startGuided(page, 'Hanafuda Koi-Koi');
  await expect(await prompt(page)).toContainText('play a card from your hand');
  await page.screenshot({ path: `${shotDir}/guide-koikoi-1.png` });
  const board = page.getByTestId('koikoi-board');
  const capturing = board.getByTestId('hand').locator('button.matches:not([disabled])');
  await ((await capturing.count()) > 0 ? capturing.first() : board.getByTestId('hand').locator('button:not([disabled])').first()).click();
  const picks = board.getByTestId('field').locator('button.pick');
  if ((await picks.count()) > 0) await picks.first().click();
  await expect(board.getByTestId('hand').locator('button')).toHaveCount(7, { timeout: 15_000 });
  await expect(await prompt(page)).toBeVisible();
  await page.screenshot({ path: `${shotDir}/guide-koikoi-2.png` });
  await page.getByTestId('guide-skip').click();
  await expect(page.getByTestId('guide')).toHaveCount(0);
});

test('a game never finished before offers its guided first game in the new-game panel', async ({ page }) => {
  await page.getByRole('button', { name: 'New game of Hanamikoji' }).click();
  await page.getByTestId('new-game-panel').getByTestId('guide-offer').click();
  await expect(page.getByTestId('guide')).toBeVisible();
  await expect(page.getByTestId('hanamikoji-board')).toBeVisible();
});
