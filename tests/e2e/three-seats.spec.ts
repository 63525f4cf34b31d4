/**
 * A game for three through the UI, with Tiny Bids registered in the test build (tests/e2e/tiny-build): the
 * new-game panel asks who sits in each seat, the game plays to its end against two computers and among
 * three people passing the device, and the history lists it with its opponents and replays it from every seat.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './harness';

test.beforeEach(({ target }) => {
  test.skip(target !== 'web', 'Tiny Bids is registered in the web test build only (tests/e2e/tiny-build)');
});

async function newTableOfThree(page: Page, others: readonly string[]): Promise<void> {
  await page.goto(`${process.env.E2E_TINY_URL}index.html`);
  await page.locator('article[data-game="tiny"] button.play').click();
  const panel = page.getByTestId('new-game-panel');
  await panel.locator('[data-option="players"] select').selectOption('3');
  const chooser = panel.getByTestId('seat-chooser');
  await expect(chooser.locator('[data-seat]')).toHaveCount(3);
  for (const [i, who] of others.entries()) await chooser.locator(`[data-seat="${i + 1}"] select`).selectOption(who);
  await panel.getByTestId('start').click();
}

/** Plays the game out at the screen: a move, Next round, or passing the device, whichever the table asks for; returns the hand-offs' names. */
async function playToTheEnd(page: Page): Promise<string[]> {
  const board = page.getByTestId('board');
  const handoff = page.getByTestId('handoff');
  const over = page.locator('[data-testid="board"][data-over="true"]');
  const passedTo: string[] = [];
  for (let step = 0; step < 60; step++) {
    await board.locator('.move').or(board.getByTestId('next-round')).or(handoff).or(over).first().waitFor({ timeout: 20_000 });
    if (await over.isVisible()) return passedTo;
    if (await handoff.isVisible()) {
      const title = (await handoff.locator('h2').innerText()).trim();
      passedTo.push(title);
      await page.getByTestId('handoff-ready').click();
      // The board comes up for the person the device was passed to, and for nobody else.
      await expect(board).toHaveAttribute('data-viewer', String(Number(/Player (\d)/.exec(title)?.[1]) - 1));
    } else if (await board.getByTestId('next-round').isVisible()) await board.getByTestId('next-round').click();
    else await board.locator('.move').first().click();
  }
  throw new Error('the game of three did not end in 60 steps');
}

test('a game of three against two computers: seats chosen in the panel, played to the end, listed in the history', async ({ page }) => {
  await newTableOfThree(page, ['greedy', 'hard']);
  await expect(page.locator('.play .sub')).toContainText('You vs Computer (Greedy) vs Computer (Searching)');
  await expect(page.getByTestId('board').locator('[data-seat]')).toHaveText(['You', 'Computer (Greedy)', 'Computer (Searching)']);
  expect(await playToTheEnd(page)).toEqual([]);
  await page.locator('[data-nav="history"]').click();
  await page.getByTestId('history-game').selectOption('tiny');
  await expect(page.getByTestId('history-row')).toHaveCount(1);
  await expect(page.getByTestId('history-row').first()).toContainText('Computer (Greedy, Searching)');
  // Its replay is drawn from any of the three seats, the person's own first.
  await page.getByTestId('history-row').first().getByTestId('watch').click();
  await expect(page.locator('[data-testid^="replay-seat-"]')).toHaveText(['You', 'Computer (Greedy)', 'Computer (Searching)']);
  // Its moves name the seats as the header does: at a table of three "the opponent" would not say who.
  await expect(page.getByText('Computer (Greedy) bid face down.').first()).toBeVisible();
  await page.getByTestId('replay-seat-2').click();
  await expect(page.getByTestId('board')).toHaveAttribute('data-viewer', '2');
  await page.getByTestId('replay-last').click();
  await expect(page.locator('[data-testid="board"][data-over="true"]')).toBeVisible();
});

test('a game of three people at one screen passes the device round the table, each seeing their own seat', async ({ page }) => {
  await newTableOfThree(page, ['__person', '__person']);
  await expect(page.locator('.play .sub')).toContainText('Player 1 vs Player 2 vs Player 3');
  const passedTo = await playToTheEnd(page);
  expect(passedTo.slice(0, 3)).toEqual(['Pass the device to Player 1', 'Pass the device to Player 2', 'Pass the device to Player 3']);
  await page.locator('[data-nav="history"]').click();
  await page.getByTestId('history-game').selectOption('tiny');
  await expect(page.getByTestId('history-row').first()).toContainText('3 people, one screen');
});
