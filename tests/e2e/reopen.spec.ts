/** A reload during a game returns to the same table, in the same position; after Leave it opens the launcher. */
import { test, expect, drawn } from './harness';
import { playTurns, startAgainstComputer, whenStill, yourTurn } from './support/drive';

test('a reload in the middle of a game returns to its table, exactly as it was', async ({ page }) => {
  await startAgainstComputer(page, 'koikoi');
  await playTurns(page, 'koikoi', 2);
  const board = page.getByTestId('koikoi-board');
  // A capture may still be flying from the field to a pile: note the hand and field once they hold still.
  const hand = await whenStill(page, () => board.getByTestId('hand').locator('button').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card'))));
  const field = await whenStill(page, () => board.getByTestId('field').locator('.card[data-card]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card'))));

  await page.reload();
  await expect(page.getByTestId('koikoi-board')).toBeVisible();
  await expect(page.locator('[data-nav="play"]')).toHaveAttribute('aria-current', 'page');
  expect(await board.getByTestId('hand').locator('button').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')))).toEqual(hand);
  expect(await board.getByTestId('field').locator('.card[data-card]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')))).toEqual(field);
});

test('a reload while the faces are still coming in puts the focus on a hand card once the table shows', async ({ page }) => {
  await startAgainstComputer(page, 'koikoi');
  await yourTurn(page, 'koikoi');
  // The shipped faces arrive 3 s late (routing also turns the page's HTTP cache off): the app mounts the table
  // before its first screen's faces are in, and shows it only then — as on a busy machine.
  let late = 0;
  await page.route(/\.woff2$/, async (route) => {
    late++;
    await new Promise((arrive) => setTimeout(arrive, 3_000));
    await route.continue();
  });
  await page.reload();
  await drawn(page);
  expect(late).toBeGreaterThan(0);
  await expect(page.getByTestId('koikoi-board').getByTestId('hand').locator('button:focus')).toHaveCount(1);
});

test('after leaving the table a reload opens the launcher', async ({ page }) => {
  await startAgainstComputer(page, 'hanamikoji');
  await page.getByTestId('leave').click();
  await page.reload();
  await expect(page.locator('[data-nav="launcher"]')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('hanamikoji-board')).toHaveCount(0);
});

test('a new game of a game with a saved match asks first; keeping it leaves the saved match as it was', async ({ page }) => {
  await startAgainstComputer(page, 'koikoi');
  await playTurns(page, 'koikoi', 1);
  await page.getByTestId('leave').click();
  const saved = page.locator('article.continue[data-slot="koikoi"]');
  await expect(saved).toBeVisible();
  const before = await saved.locator('.when').textContent();

  await page.locator('article[data-game="koikoi"] button.play').click();
  await page.getByTestId('new-game-panel').getByTestId('start').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByTestId('replace-body')).toContainText('Your game of Hanafuda Koi-Koi in progress');
  await confirm.getByRole('button', { name: 'Keep my game' }).click();
  await expect(confirm).toHaveCount(0);
  await page.getByTestId('new-game-panel').getByRole('button', { name: 'Cancel' }).click();
  await expect(saved.locator('.when')).toHaveText(before ?? '');

  await page.locator('article[data-game="koikoi"] button.play').click();
  await page.getByTestId('new-game-panel').getByTestId('start').click();
  await page.getByTestId('confirm-dialog').getByTestId('confirm').click();
  await expect(page.getByTestId('koikoi-board')).toBeVisible();
});

test('undo takes back the player’s last move against the computer, by button or Ctrl+Z', async ({ page }) => {
  await startAgainstComputer(page, 'koikoi');
  const board = page.getByTestId('koikoi-board');
  const undo = page.getByTestId('undo');
  await expect(undo).toBeDisabled();
  const handBefore = await board.getByTestId('hand').locator('button').count();
  await playTurns(page, 'koikoi', 1);
  await expect(undo).toBeEnabled();
  await page.keyboard.press('Control+z');
  await expect(board.getByTestId('hand').locator('button')).toHaveCount(handBefore);
  // One level: the button waits for the next move.
  await expect(undo).toBeDisabled();
});

test('a new game of the other game says the game in progress stays saved, and it does', async ({ page }) => {
  await startAgainstComputer(page, 'koikoi');
  await playTurns(page, 'koikoi', 1);
  await page.locator('[data-nav="launcher"]').click();
  await page.locator('article[data-game="hanamikoji"] button.play').click();
  await expect(page.getByTestId('keeps-other')).toContainText('Your game of Hanafuda Koi-Koi in progress stays saved');
  await page.getByTestId('new-game-panel').getByTestId('start').click();
  await expect(page.getByTestId('hanamikoji-board')).toBeVisible();
  await page.locator('[data-nav="launcher"]').click();
  await expect(page.locator('article.continue[data-slot="koikoi"]')).toBeVisible();
});
