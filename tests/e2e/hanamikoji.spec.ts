/** Hanamikoji end to end: a whole game against the computer by clicking, and the hot-seat hand-off. */
import type { Page } from '@playwright/test';
import { test, expect } from './harness';
import { playUntil, takeAction } from './support/drive';

async function animationsOff(page: Page): Promise<void> {
  await page.locator('[data-nav="settings"]').click();
  await page.getByTestId('animation-speed').getByText('Off', { exact: true }).click();
  await page.locator('[data-nav="launcher"]').click();
}

async function startGame(page: Page, opponent: 'computer' | 'people'): Promise<void> {
  await page.getByRole('button', { name: 'New game of Hanamikoji' }).click();
  const panel = page.getByTestId('new-game-panel');
  if (opponent === 'people') await panel.getByText('Two people, one screen').click();
  await panel.getByTestId('start').click();
}

test('a whole game against the computer, played by clicking, ends with the winner and why', async ({ page }) => {
  test.setTimeout(120_000);
  await animationsOff(page);
  await startGame(page, 'computer');
  const board = page.getByTestId('hanamikoji-board');
  await expect(board).toBeVisible();
  await expect(board.getByTestId('opponent-hand').getByRole('button')).toHaveCount(0);

  const end = board.getByTestId('end-title');
  await playUntil(page, 'hanamikoji', '[data-testid="hanamikoji-board"] [data-testid="end-title"]', 200);
  await expect(end).toHaveText(/You win!|wins|A draw/);
  await expect(board.getByTestId('end-reason')).toHaveText(/4 geishas|11 or more charm|last round/);
  await expect(board.getByTestId('score-me')).toBeVisible();
  await expect(board.getByTestId('score-opponent')).toBeVisible();
  // The log told the story in plain words.
  await expect(page.getByText(/Round \d scored/).first()).toBeAttached();

  await board.getByTestId('new-game').click();
  await expect(page.getByTestId('hanamikoji-board').getByTestId('end-title')).toHaveCount(0);
  await expect(page.getByTestId('hanamikoji-board')).toContainText('Round 1');
});

test('choosing is undone step by step with Escape; the focus follows the choice and arrow keys move it', async ({ page }) => {
  await animationsOff(page);
  await startGame(page, 'computer');
  const board = page.getByTestId('hanamikoji-board');
  const gift = board.locator('[data-action="gift"]');
  await expect(gift).toBeEnabled({ timeout: 15_000 }).catch(async () => {
    // The computer may start: wait for our first decision.
    await expect(gift).toBeEnabled({ timeout: 15_000 });
  });
  // If the computer opened with an offer, answer it first.
  const picks = board.getByTestId('offer').locator('button:not([disabled])');
  if ((await picks.count()) > 0) await picks.first().click();
  await expect(gift).toBeEnabled();

  await gift.click();
  await expect(gift).toHaveAttribute('aria-pressed', 'true');
  const cards = board.getByTestId('hand').getByRole('button');
  await cards.first().focus();
  await page.keyboard.press('Enter');
  await expect(cards.first()).toHaveAttribute('aria-pressed', 'true');
  // The focus moves on to the next card by itself; the arrow keys still move it further.
  await expect(cards.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(cards.nth(2)).toBeFocused();
  await expect(board.getByTestId('prompt')).toHaveText('Gift: choose 3 cards (1 of 3)');

  await page.keyboard.press('Escape');
  await expect(cards.first()).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Escape');
  await expect(gift).toHaveAttribute('aria-pressed', 'false');
  await expect(board.getByTestId('prompt')).toHaveText('Your turn — choose an action');
});

test('two players on one screen: the board is hidden at each hand-off and shows the right hand', async ({ page }) => {
  await animationsOff(page);
  await startGame(page, 'people');
  const handoff = page.getByTestId('handoff');
  const board = page.getByTestId('hanamikoji-board');

  await expect(handoff).toBeVisible();
  await expect(board).toHaveCount(0);
  await handoff.getByTestId('handoff-ready').click();
  await expect(board).toBeVisible();
  const firstHand = await board.getByTestId('hand').getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')).join(''));
  expect(firstHand).toHaveLength(7);
  const action = await takeAction(board);

  // The other player takes over: nothing of the table is on screen until they are ready.
  await expect(handoff).toBeVisible();
  await expect(board).toHaveCount(0);
  await handoff.getByTestId('handoff-ready').click();
  await expect(board).toBeVisible();
  if (action === 'gift' || action === 'competition') {
    await expect(board.getByTestId('offer').locator('button:not([disabled])').first()).toBeVisible();
  } else {
    // Seven cards after the draw, the first player's six (or fewer) now shown as backs only.
    await expect(board.getByTestId('hand').getByRole('button')).toHaveCount(7);
    await expect(board.getByTestId('opponent-hand').locator('[data-card]')).toHaveCount(0);
  }
});
