/** A reload during a game returns to the same table, in the same position; after Leave it opens the launcher. */
import { test, expect } from './harness';
import { playTurns, startAgainstComputer } from './support/drive';

test('a reload in the middle of a game returns to its table, exactly as it was', async ({ page }) => {
  await startAgainstComputer(page, 'koikoi');
  await playTurns(page, 'koikoi', 2);
  const board = page.getByTestId('koikoi-board');
  const hand = await board.getByTestId('hand').locator('button').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')));
  const field = await board.getByTestId('field').locator('.card[data-card]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')));

  await page.reload();
  await expect(page.getByTestId('koikoi-board')).toBeVisible();
  await expect(page.locator('[data-nav="play"]')).toHaveAttribute('aria-current', 'page');
  expect(await board.getByTestId('hand').locator('button').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')))).toEqual(hand);
  expect(await board.getByTestId('field').locator('.card[data-card]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')))).toEqual(field);
});

test('after leaving the table a reload opens the launcher', async ({ page }) => {
  await startAgainstComputer(page, 'hanamikoji');
  await page.getByTestId('leave').click();
  await page.reload();
  await expect(page.locator('[data-nav="launcher"]')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('hanamikoji-board')).toHaveCount(0);
});
