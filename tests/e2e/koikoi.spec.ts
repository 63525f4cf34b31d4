/** Koi-Koi end to end: whole months against the computer by clicking, a koi-koi call, the summary, the keyboard. */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './harness';

async function animationsOff(page: Page): Promise<void> {
  await page.locator('[data-nav="settings"]').click();
  await page.getByTestId('animation-speed').getByText('Off', { exact: true }).click();
  await page.locator('[data-nav="launcher"]').click();
}

async function startGame(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'New game of Hanafuda Koi-Koi' }).click();
  await page.getByTestId('new-game-panel').getByTestId('start').click();
  const board = page.getByTestId('koikoi-board');
  await expect(board).toBeVisible();
  return board;
}

/**
 * Clicks unless a dialog or summary has just covered the table (the computer's move can end the month
 * between the caller's checks and the click): then the caller's loop sees the dialog next time round.
 */
async function clickIfFree(target: Locator): Promise<void> {
  await target.click({ timeout: 3_000 }).catch(() => undefined);
}

/** Plays one card by clicking: a capturing card when there is one, then a field choice if asked. */
async function playCard(board: Locator): Promise<boolean> {
  const picks = board.getByTestId('field').locator('button.pick');
  if ((await picks.count()) > 0) {
    await clickIfFree(picks.first());
    return true;
  }
  const hand = board.getByTestId('hand').locator('button:not([disabled])');
  if ((await hand.count()) === 0) return false;
  const capturing = board.getByTestId('hand').locator('button.matches:not([disabled])');
  await clickIfFree((await capturing.count()) > 0 ? capturing.first() : hand.first());
  return true;
}

test('months played by clicking: a koi-koi call, the month summary, and the next month', async ({ page }) => {
  test.setTimeout(150_000);
  await animationsOff(page);
  const board = await startGame(page);
  await expect(board.getByTestId('month')).toHaveText('Month 1');
  await expect(board.getByTestId('hand').getByRole('button')).toHaveCount(8);

  const dialog = board.getByTestId('koikoi-dialog');
  const summary = board.getByTestId('month-summary');
  let calledKoiKoi = false;
  let summaryAfterKoiKoi = false;
  for (let i = 0; i < 600 && !summaryAfterKoiKoi; i++) {
    if (await dialog.isVisible()) {
      // The dialog lists the yaku and what stopping would score.
      await expect(dialog.locator('[data-yaku]').first()).toBeVisible();
      await expect(dialog.getByTestId('stop-points')).toHaveText(/\d+ points?/);
      if (!calledKoiKoi) {
        await dialog.getByTestId('koikoi').click();
        await expect(dialog).toHaveCount(0);
        await expect(board.locator('.score', { hasText: 'You' })).toContainText('Koi-koi ×1');
        calledKoiKoi = true;
      } else await dialog.getByTestId('stop').click();
      continue;
    }
    if (await summary.isVisible()) {
      await expect(board.getByTestId('month-winner')).toHaveText(/wins? \d+ points?|Nobody scores/);
      const month = Number(await summary.getAttribute('data-month'));
      if (calledKoiKoi) summaryAfterKoiKoi = true;
      await summary.getByTestId('next-month').click();
      await expect(summary).toHaveCount(0);
      await expect(board.getByTestId('month')).toHaveText(`Month ${month + 1}`);
      continue;
    }
    if (!(await playCard(board))) {
      // The computer's turn: wait for what comes next (our hand, a choice on the field, the koi-koi question, a summary).
      await board
        .locator('[data-testid="koikoi-dialog"], [data-testid="month-summary"], [data-testid="game-summary"], [data-testid="field"] button.pick, [data-testid="hand"] button:not([disabled])')
        .first()
        .waitFor();
    }
  }
  expect(calledKoiKoi).toBe(true);
  expect(summaryAfterKoiKoi).toBe(true);
  // The log told the story in plain words.
  await expect(page.getByText('You called koi-koi!').first()).toBeAttached();
});

test('a hand card shows its matches; with two matches the player picks one, and Escape steps back', async ({ page }) => {
  await animationsOff(page);
  const board = await startGame(page);
  const hand = board.getByTestId('hand');
  await expect(hand.locator('button:not([disabled])').first()).toBeVisible({ timeout: 20_000 });
  const first = hand.locator('button').first();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(hand.locator('button').nth(1)).toBeFocused();
  // Focusing a card lights the field cards of its month.
  const card = (await hand.locator('button').nth(1).getAttribute('data-card')) as string;
  const month = card.slice(0, 2);
  // The field's own cards (each also holds a card picture carrying its id).
  const sameMonth = board.getByTestId('field').locator(`:scope > [data-card^="${month}-"]`);
  await expect(board.getByTestId('field').locator('.lit')).toHaveCount(await sameMonth.count());

  const two = hand.locator('button[aria-label*="choose one of two"]');
  if ((await two.count()) > 0) {
    await two.first().focus();
    await page.keyboard.press('Enter');
    await expect(board.getByTestId('prompt')).toHaveText('Two field cards match — choose one to take (Escape to go back)');
    await expect(board.getByTestId('field').locator('button.pick')).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(board.getByTestId('field').locator('button.pick')).toHaveCount(0);
    await expect(board.getByTestId('prompt')).toHaveText('Your turn — play a card from your hand');
  }
  await hand.locator('button:not([disabled])').first().click();
  // A card with two matches asks which field card to take first.
  const picks = board.getByTestId('field').locator('button.pick');
  if ((await picks.count()) > 0) await picks.first().click();
  await expect(hand.getByRole('button')).toHaveCount(7, { timeout: 20_000 });
});
