/** Koi-Koi's card peek: a card's name, kind and month on hover or focus; the card large on long press or Enter. */
import { test, expect } from './harness';
import { startAgainstComputer } from './support/drive';

test('hovering a card names it with its kind and month; a long press shows it large without playing it', async ({ page }) => {
  await startAgainstComputer(page, 'koikoi');
  const board = page.getByTestId('koikoi-board');
  const card = board.getByTestId('hand').locator('button').first();
  await card.hover();
  const peek = board.getByTestId('card-peek');
  await expect(peek).toBeVisible();
  await expect(peek).toContainText(/\((\w|\s)+, (light|animal|ribbon|plain)\)/);
  await expect(peek).toContainText(/Month \d+ · /);

  const handBefore = await board.getByTestId('hand').locator('button').count();
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(board.getByTestId('card-zoom')).toBeVisible();
  await page.mouse.up();
  await expect(board.getByTestId('hand').locator('button')).toHaveCount(handBefore);
  await page.keyboard.press('Escape');
  await expect(board.getByTestId('card-zoom')).toHaveCount(0);
});

test('a field card can be focused, is named by the peek, and Enter shows it large', async ({ page }) => {
  await startAgainstComputer(page, 'koikoi');
  const board = page.getByTestId('koikoi-board');
  const first = board.getByTestId('field').locator('.card[tabindex="0"]');
  // Tab to it, as a keyboard player would (a focus the player can see is what the peek names).
  for (let i = 0; i < 80 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await expect(board.getByTestId('card-peek')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(board.getByTestId('field').locator('.card').nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(board.getByTestId('card-zoom')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(board.getByTestId('card-zoom')).toHaveCount(0);
});

test('Hanamikoji: hovering a geisha names her charm and favour; an item card in hand is named too', async ({ page }) => {
  await startAgainstComputer(page, 'hanamikoji');
  const board = page.getByTestId('hanamikoji-board');
  // When the computer starts, its move redraws the table under the pointer: hover once it is the player's turn.
  await board.locator('[data-action]:not([disabled])').first().waitFor();
  await board.locator('[data-card="geisha-G"]').hover();
  await expect(board.getByTestId('card-peek')).toContainText('Charm 5 · favour: nobody yet');
  await board.getByTestId('hand').locator('button').first().hover();
  await expect(board.getByTestId('card-peek')).toContainText('whoever places more of hers wins her favour');
});
