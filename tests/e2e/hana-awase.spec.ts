/**
 * Hana-awase end to end: a game of three (preset quick, three rounds) played to its end by clicking against two
 * computers, and one among three people passing the device; both end on the game's summary with every seat's
 * total and place, and land in the history.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './harness';
import { hanaAwaseStep } from './support/drive';

async function animationsOff(page: Page): Promise<void> {
  await page.locator('[data-nav="settings"]').click();
  await page.getByTestId('animation-speed').getByText('Off', { exact: true }).click();
  await page.locator('[data-nav="launcher"]').click();
}

/** Opens Hana-awase's new-game panel, chooses the quick preset and who sits in seats 2 and 3, and starts. */
async function newQuickGame(page: Page, others: readonly [string, string]): Promise<void> {
  await page.locator('article[data-game="hana-awase"] button.play').click();
  const panel = page.getByTestId('new-game-panel');
  await panel.getByTestId('preset').selectOption('quick');
  const chooser = panel.getByTestId('seat-chooser');
  await expect(chooser.locator('[data-seat]')).toHaveCount(3);
  for (const [i, who] of others.entries()) await chooser.locator(`[data-seat="${i + 1}"] select`).selectOption(who);
  await panel.getByTestId('start').click();
  // Among people the device is first passed to the dealer: the board shows once they are ready.
  await expect(page.getByTestId('hana-awase-board').or(page.getByTestId('handoff'))).toBeVisible();
}

/**
 * Plays on at the screen until the game's summary shows: a hand-off to the next person, or the board's next
 * step (a card, a field card, Next round). Returns whom the device was passed to, in order.
 */
async function playToTheEnd(page: Page, maxSteps: number): Promise<string[]> {
  const board = page.getByTestId('hana-awase-board');
  const handoff = page.getByTestId('handoff');
  const summary = board.getByTestId('game-summary');
  const actionable = board.locator(
    '[data-testid="next-round"], [data-testid="field"] button.pick, [data-testid="draw-button"]:not([disabled]), [data-testid="hand"] button:not([disabled])',
  );
  const passedTo: string[] = [];
  for (let step = 0; step < maxSteps; step++) {
    await summary.or(handoff).or(actionable.first()).first().waitFor({ timeout: 30_000 });
    if (await summary.isVisible()) return passedTo;
    if (await handoff.isVisible()) {
      passedTo.push((await handoff.locator('h2').innerText()).trim());
      await page.getByTestId('handoff-ready').click();
      await expect(handoff).toHaveCount(0);
    } else await hanaAwaseStep(page);
  }
  throw new Error(`the game of Hana-awase did not end in ${maxSteps} steps`);
}

test('a game of three against two computers, played by clicking to its end, with places and the history', async ({ page }) => {
  test.setTimeout(420_000);
  await animationsOff(page);
  await newQuickGame(page, ['easy', 'easy']);
  const board = page.getByTestId('hana-awase-board');
  await expect(page.locator('.play .sub')).toContainText('You vs Computer (Easy) · seat 2 vs Computer (Easy) · seat 3');
  await expect(board.getByTestId('round')).toContainText('1');
  // Three seats at the table: seven cards in the person's hand, the others' hands as counts only.
  await expect(board.getByTestId('hand').getByRole('button')).toHaveCount(7);
  await expect(board.locator('[data-testid^="tray-"]')).toHaveCount(3);
  expect(await playToTheEnd(page, 400)).toEqual([]);

  const summary = board.getByTestId('game-summary');
  const totals = await Promise.all([0, 1, 2].map(async (s) => Number((await summary.getByTestId(`game-total-${s}`).innerText()).replace(/[^\d-]/g, ''))));
  const places = await Promise.all([0, 1, 2].map(async (s) => (await summary.getByTestId(`game-place-${s}`).innerText()).trim()));
  // The highest total is first; under the quick preset (additive) every total is card points plus yaku, at least 0.
  const best = Math.max(...totals);
  for (const [s, total] of totals.entries()) {
    expect(total).toBeGreaterThanOrEqual(0);
    if (total === best) expect(places[s]).toMatch(/1st/);
    else expect(places[s]).not.toMatch(/1st/);
  }

  await page.locator('[data-nav="history"]').click();
  await page.getByTestId('history-game').selectOption('hana-awase');
  await expect(page.getByTestId('history-row')).toHaveCount(1);
  await expect(page.getByTestId('history-row').first()).toContainText('Computer (Easy, Easy)');
});

test('a game of three people at one screen passes the device round the table until its end', async ({ page }) => {
  test.setTimeout(420_000);
  await animationsOff(page);
  await newQuickGame(page, ['__person', '__person']);
  await expect(page.locator('.play .sub')).toContainText('Player 1 vs Player 2 vs Player 3');
  const passedTo = await playToTheEnd(page, 600);
  // Round 1 starts at the dealer and goes round the table in seat order.
  const names = ['Pass the device to Player 1', 'Pass the device to Player 2', 'Pass the device to Player 3'];
  const start = names.indexOf(passedTo[0]!);
  expect(start).toBeGreaterThanOrEqual(0);
  expect(passedTo.slice(0, 3)).toEqual([0, 1, 2].map((i) => names[(start + i) % 3]));
  await page.locator('[data-nav="history"]').click();
  await page.getByTestId('history-game').selectOption('hana-awase');
  await expect(page.getByTestId('history-row').first()).toContainText('3 people, one screen');
});
