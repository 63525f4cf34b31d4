/** Learning the games end to end: the rules and references open from a game in progress and return to it. */
import type { Page } from '@playwright/test';
import { test, expect } from './harness';
import { hanamikojiStep, whenStill, yourTurn } from './support/drive';

/** Screens for the docs: written to docs/screenshots with UPDATE_SCREENSHOTS=1, else to test-results. */
const shotDir = process.env.UPDATE_SCREENSHOTS ? 'docs/screenshots' : `test-results/e2e-${process.env.E2E_RUN_ID}/screenshots`;

async function animationsOff(page: Page): Promise<void> {
  await page.locator('[data-nav="settings"]').click();
  await page.getByTestId('animation-speed').getByText('Off', { exact: true }).click();
  await page.locator('[data-nav="launcher"]').click();
}

/** A Hanamikoji match against the computer with a few actions taken, so the table holds a real position. */
async function hanamikojiInProgress(page: Page): Promise<void> {
  await animationsOff(page);
  await page.getByRole('button', { name: 'New game of Hanamikoji' }).click();
  await page.getByTestId('new-game-panel').getByTestId('start').click();
  const board = page.getByTestId('hanamikoji-board');
  await expect(board).toBeVisible();
  // Two actions of ours, answering the computer's offers on the way; stop when it is our turn to act again.
  for (let taken = 0, decisions = 0; decisions < 20; decisions++) {
    await yourTurn(page, 'hanamikoji');
    const offered = (await board.getByTestId('offer').locator('button:not([disabled])').count()) > 0;
    const acting = !offered && (await board.locator('[data-action]:not([disabled])').count()) > 0;
    if (acting && taken === 2) return;
    await hanamikojiStep(page);
    if (acting) taken += 1;
  }
  throw new Error('the table never came back to the player');
}

/**
 * The position on the table, as the player perceives it: every card, geisha and marker by its accessible
 * name, the prompt, and the log. (The board's "new" badge on the card just drawn is the board's own
 * transient highlight, not part of the position.)
 */
async function tablePosition(page: Page): Promise<{ names: string[]; prompt: string; log: string }> {
  const board = page.getByTestId('hanamikoji-board');
  return {
    names: await board.locator('[aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? '')),
    prompt: (await board.getByText(/Your turn/).innerText()).trim(),
    log: (await page.getByRole('complementary', { name: 'Game log' }).innerText()).replace(/\s+/g, ' '),
  };
}

test('the rules open from a game in progress and Escape returns to the same position', async ({ page }) => {
  test.setTimeout(60_000);
  await hanamikojiInProgress(page);
  const before = await tablePosition(page);

  await page.getByTestId('open-rules').click();
  const learn = page.getByTestId('learn');
  await expect(learn.getByRole('heading', { name: 'Learn Hanamikoji', level: 1 })).toBeVisible();
  await expect(page.getByTestId('hanamikoji-board')).toHaveCount(0);
  // The four actions are drawn, the opponent's choice included.
  for (const action of ['secret', 'tradeoff', 'gift', 'competition']) await expect(learn.locator(`[data-action="${action}"]`)).toBeVisible();
  await expect(learn.locator('[data-action="gift"]')).toContainText('opponent takes');
  await expect(learn.getByTestId('careful')).toContainText('careful player');

  // Tabs by keyboard, then a look at the other game's yaku.
  await learn.getByRole('tab', { name: 'How to play' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(learn.getByRole('tab', { name: 'Practice: scoring' })).toHaveAttribute('aria-selected', 'true');
  await learn.getByRole('button', { name: 'Hanafuda Koi-Koi' }).click();
  await learn.getByRole('tab', { name: 'Yaku' }).click();
  await expect(learn.getByTestId('yaku-reference').locator('li.yaku')).toHaveCount(16);

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('learn')).toHaveCount(0);
  await expect(page.getByTestId('hanamikoji-board')).toBeVisible();
  expect(await tablePosition(page)).toEqual(before);
});

test('from the Learn tab the Back button returns to the table, and the game plays on', async ({ page }) => {
  test.setTimeout(60_000);
  await hanamikojiInProgress(page);
  const before = await tablePosition(page);
  await page.locator('[data-nav="learn"]').click();
  await expect(page.getByTestId('learn').getByRole('heading', { name: 'Learn Hanamikoji' })).toBeVisible();
  await page.getByTestId('learn-back').click();
  await expect(page.getByTestId('hanamikoji-board')).toBeVisible();
  expect(await tablePosition(page)).toEqual(before);
  await expect(page.getByTestId('hanamikoji-board').locator('[data-action]:not([disabled])').first()).toBeEnabled();
});

test('the launcher opens a game’s rules, and a practice session is kept in the statistics', async ({ page }) => {
  await page.getByRole('button', { name: 'Rules of Hanafuda Koi-Koi' }).click();
  const learn = page.getByTestId('learn');
  await expect(learn.getByRole('heading', { name: 'Learn Hanafuda Koi-Koi' })).toBeVisible();
  await learn.getByRole('tab', { name: 'Practice', exact: true }).click();
  await learn.getByTestId('quiz-start').click();
  for (let i = 0; i < 5; i++) {
    await learn.locator('[data-correct="yes"]').click();
    await learn.getByTestId('quiz-check').click();
    await expect(learn.getByTestId('quiz-explain')).toContainText('Right!');
    await learn.getByTestId('quiz-next').click();
  }
  await expect(learn.getByTestId('quiz-done')).toContainText('You answered 5 of 5 correctly.');
  await expect(learn.getByTestId('quiz-done')).toContainText('5 of 5 right in 1 session.');
  await page.reload();
  await page.getByRole('button', { name: 'Rules of Hanafuda Koi-Koi' }).click();
  await page.getByTestId('learn').getByRole('tab', { name: 'Practice', exact: true }).click();
  await page.getByTestId('quiz-start').click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('learn')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Choose a game', level: 1 })).toBeVisible();
});

/** Plays Koi-Koi by clicking (first playable card, first field choice, always koi-koi) until both piles have grown. */
async function koikoiMidGame(page: Page, enough = { mine: 8, theirs: 6 }): Promise<void> {
  await animationsOff(page);
  await page.getByRole('button', { name: 'New game of Hanafuda Koi-Koi' }).click();
  await page.getByTestId('new-game-panel').getByTestId('start').click();
  const board = page.getByTestId('koikoi-board');
  await expect(board).toBeVisible();
  for (let i = 0; i < 300; i++) {
    const mine = await board.getByTestId('my-captures').locator('[data-card]').count();
    const theirs = await board.getByTestId('opponent-captures').locator('[data-card]').count();
    if (mine >= enough.mine && theirs >= enough.theirs && (await board.locator('.prompt.active').count()) > 0) return;
    for (const id of ['next-month', 'koikoi']) {
      const button = page.getByTestId(id);
      if (await button.isVisible()) await button.click();
    }
    const field = board.locator('[data-testid="field"] button:not([disabled])');
    const hand = board.locator('[data-testid="hand"] button:not([disabled])');
    if ((await field.count()) > 0) await field.first().click();
    else if ((await hand.count()) > 0) await hand.first().click();
    else await yourTurn(page, 'koikoi');
  }
  throw new Error('the piles never grew to the size asked for');
}

test('the Koi-Koi yaku reference opens from the table on the game’s rules and Escape returns to the same month', async ({ page }) => {
  test.setTimeout(90_000);
  await koikoiMidGame(page, { mine: 2, theirs: 2 });
  const board = page.getByTestId('koikoi-board');
  const position = async (): Promise<string[]> =>
    board.locator('[data-testid="hand"] [aria-label], [data-testid="field"] [aria-label], [data-testid$="captures"] [aria-label]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const before = await whenStill(page, position);
  const log = await page.getByRole('complementary', { name: 'Game log' }).innerText();
  await page.getByTestId('open-rules').click();
  const learn = page.getByTestId('learn');
  await expect(learn.getByRole('heading', { name: 'Learn Hanafuda Koi-Koi' })).toBeVisible();
  await learn.getByRole('tab', { name: 'Yaku' }).click();
  await expect(learn.getByTestId('learn-preset')).toHaveValue('nintendo');
  await expect(learn.locator('[data-yaku="goko"] [data-testid="yaku-points"]')).toHaveAttribute('data-points', '10');
  await page.keyboard.press('Escape');
  await expect(board).toBeVisible();
  expect(await position()).toEqual(before);
  expect(await page.getByRole('complementary', { name: 'Game log' }).innerText()).toBe(log);
});

test('screenshot of the yaku progress panel in a game', async ({ page }) => {
  // Several months of play against the computer: on a loaded two-core machine that took more than 90 s.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1380, height: 900 });
  await koikoiMidGame(page);
  const panel = page.getByTestId('yaku-progress');
  await expect(panel).toBeVisible();
  await expect(panel.locator('[data-player="0"]')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shotDir}/learn-progress.png`, fullPage: true });
  await panel.screenshot({ path: `${shotDir}/learn-progress-panel.png` });
});

test('screenshots of the learning screens', async ({ page }) => {
  await page.setViewportSize({ width: 1380, height: 900 });
  await page.getByRole('button', { name: 'Rules of Hanafuda Koi-Koi' }).click();
  const learn = page.getByTestId('learn');
  await learn.getByRole('tab', { name: 'Yaku' }).click();
  await expect(learn.locator('li.yaku')).toHaveCount(16);
  await page.screenshot({ path: `${shotDir}/learn-yaku.png` });
  await learn.getByRole('tab', { name: 'Presets compared' }).click();
  await page.screenshot({ path: `${shotDir}/learn-presets.png` });
  await learn.getByRole('tab', { name: 'Cards' }).click();
  await learn.locator('[data-gallery-card="03-ribbon"]').click();
  await learn.locator('.chips [data-yaku="akatan"]').first().click();
  await page.screenshot({ path: `${shotDir}/learn-cards.png` });
  await learn.getByRole('tab', { name: 'How to play' }).click();
  await page.screenshot({ path: `${shotDir}/learn-koikoi-rules.png`, fullPage: true });
  await learn.getByRole('tab', { name: 'Practice', exact: true }).click();
  await learn.getByTestId('quiz-start').click();
  await learn.locator('[data-choice]:not([data-correct])').first().click();
  await learn.getByTestId('quiz-check').click();
  await page.screenshot({ path: `${shotDir}/learn-quiz.png`, fullPage: true });
  await learn.getByRole('button', { name: 'Hanamikoji' }).click();
  await page.screenshot({ path: `${shotDir}/learn-hanamikoji-rules.png`, fullPage: true });
  await learn.getByRole('tab', { name: 'Practice: scoring' }).click();
  await learn.getByTestId('quiz-start').click();
  await learn.locator('[data-correct="yes"]').click();
  await learn.getByTestId('quiz-check').click();
  await page.screenshot({ path: `${shotDir}/learn-hanamikoji-quiz.png`, fullPage: true });
});
