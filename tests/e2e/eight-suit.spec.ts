/** Hanamikoji with the eight-suit deck: the card-face setting redraws the table, a turn is played, and the printable page lists the 36 cards. */
import { test, expect } from './harness';
import { playTurns, startAgainstComputer } from './support/drive';

test('switching Hanamikoji to the eight-suit deck draws every card as its deck card, and a turn plays as before', async ({ page }) => {
  await page.locator('[data-nav="settings"]').click();
  await page.getByTestId('hanamikoji-face').getByText('Eight-suit deck').click();
  await startAgainstComputer(page, 'hanamikoji');
  const board = page.getByTestId('hanamikoji-board');
  await expect(board.locator('[data-geisha="G"] svg.suit-face')).toHaveAttribute('data-suit', 'moons');
  await expect(board.locator('[data-geisha] svg.geisha-card')).toHaveCount(0);
  await expect(board.getByTestId('hand').locator('svg.suit-face')).not.toHaveCount(0);
  await playTurns(page, 'hanamikoji', 1);
  await expect(board.locator('[data-action] .suit-rank').first()).toBeVisible();
  // The turn was played: the log tells the player's action.
  await expect(page.locator('aside.log li').filter({ hasText: /^\d*You / }).first()).toBeAttached();
});

test('the rules reference has a printable page of the 36 cards to pull from the deck', async ({ page }) => {
  await page.locator('article[data-game="hanamikoji"] [data-testid="game-rules"]').click();
  await page.locator('[data-section="table"]').click();
  const sheet = page.getByTestId('play-at-table');
  await expect(sheet).toContainText('The 36 cards to pull');
  await expect(sheet.locator('[data-geisha="A"]')).toContainText('2♣');
  await expect(sheet.locator('[data-geisha="G"]')).toContainText('0☾ 1☾ 2☾ 3☾ 4☾');
  await expect(sheet.locator('[data-action="competition"]')).toContainText('K♣');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-table')).toBeHidden();
  await expect(page.locator('header.top')).toBeHidden();
});
