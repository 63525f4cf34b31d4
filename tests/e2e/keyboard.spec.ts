/**
 * Both games played with the keyboard alone (page.keyboard only, no clicks): Tab to a control, arrow keys
 * between cards, Enter to choose, Escape to step back. The focused element is only read, never clicked.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './harness';
import { findGame } from '../../games/index';

const HANAMIKOJI = findGame('hanamikoji')!.title.en;
const KOIKOI = findGame('koikoi')!.title.en;
const CARDS_FOR: Record<string, number> = { secret: 1, tradeoff: 2, gift: 3, competition: 4 };

const focusedMatches = (page: Page, selector: string): Promise<boolean> =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
const present = (page: Page, selector: string): Promise<boolean> =>
  page.evaluate((s) => [...document.querySelectorAll<HTMLElement>(s)].some((el) => el.offsetParent !== null), selector);

/** Tab until the focus is on an element matching `selector`; the focus must be visibly marked there. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (await focusedMatches(page, selector)) {
      const outlined = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
      });
      expect(outlined, `the focus on ${selector} is visible`).toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function press(page: Page, selector: string, key = 'Enter'): Promise<void> {
  await tabTo(page, selector);
  await page.keyboard.press(key);
}

/** From the launcher, with animations off (set in the settings by keyboard), a new game against the computer. */
async function startByKeyboard(page: Page, title: string): Promise<void> {
  await press(page, '[data-nav="settings"]');
  await tabTo(page, '[data-testid="animation-speed"] input');
  // The radio group: arrow keys move the choice (round the ends), until "Off" is chosen.
  const speed = page.getByTestId('animation-speed').locator('input:checked');
  for (let i = 0; i < 4 && (await speed.getAttribute('value')) !== 'off'; i++) await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('animation-speed').locator('input:checked')).toHaveValue('off');
  await press(page, '[data-nav="launcher"]');
  await press(page, `button[aria-label="New game of ${title}"]`);
  await press(page, '[data-testid="new-game-panel"] [data-testid="start"]');
}

test('a Hanamikoji round played with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await startByKeyboard(page, HANAMIKOJI);
  const board = page.getByTestId('hanamikoji-board');
  await expect(board).toBeVisible();

  let actions = 0;
  let steppedBack = false;
  for (let i = 0; i < 400; i++) {
    if (await present(page, '[data-testid="round-summary"]')) break;
    if (await present(page, '[data-testid="offer"] button:not([disabled])')) {
      await press(page, '[data-testid="offer"] button:not([disabled])');
      continue;
    }
    if (!(await present(page, '[data-action]:not([disabled])'))) {
      // The computer's turn: wait for whatever comes next (our action, its offer, or the round's end).
      await page.locator('[data-testid="round-summary"], [data-testid="offer"] button:not([disabled]), [data-action]:not([disabled])').first().waitFor();
      continue;
    }
    // The focus waits on an action marker when the turn comes; Tab (if needed) moves between markers.
    await tabTo(page, '[data-action]:not([disabled])');
    const action = (await page.evaluate(() => document.activeElement?.getAttribute('data-action'))) as string;
    await page.keyboard.press('Enter');
    await expect(board.locator(`[data-action="${action}"]`)).toHaveAttribute('aria-pressed', 'true');
    if (!steppedBack) {
      // Escape steps back out of the chosen action; then choose it again.
      await page.keyboard.press('Escape');
      await expect(board.locator(`[data-action="${action}"]`)).toHaveAttribute('aria-pressed', 'false');
      steppedBack = true;
      await press(page, `[data-action="${action}"]`);
    }
    // From the chosen action on, Enter alone carries the turn: the focus moves to the first card, to each
    // next card once one is chosen, to the split of a Competition, then to Confirm.
    let presses = 1;
    for (let c = 0; c < CARDS_FOR[action]!; c++) {
      expect(await focusedMatches(page, '[data-testid="hand"] button'), `card ${c + 1} of the ${action} has the focus`).toBe(true);
      await page.keyboard.press('Enter');
      presses += 1;
    }
    await expect(board.locator('[data-testid="hand"] button[aria-pressed="true"]')).toHaveCount(CARDS_FOR[action]!);
    if (await present(page, '.splits [role="radio"]')) {
      expect(await focusedMatches(page, '.splits [role="radio"]')).toBe(true);
      await page.keyboard.press('Enter');
      presses += 1;
    }
    await expect.poll(() => focusedMatches(page, '[data-testid="confirm"]:not([disabled])')).toBe(true);
    await page.keyboard.press('Enter');
    presses += 1;
    expect(presses, `key presses for a ${action}`).toBeLessThanOrEqual(CARDS_FOR[action]! + 3);
    actions += 1;
  }
  await expect(board.getByTestId('round-summary')).toBeVisible();
  expect(actions).toBe(4);
  if (await present(page, '[data-testid="next-round"]')) {
    // The summary is closed from the keyboard too, and the next round begins.
    await press(page, '[data-testid="next-round"]');
    await expect(board.getByTestId('round-summary')).toHaveCount(0);
  } else {
    // The game was decided in its first round: the end screen's choices are reachable by keyboard.
    await tabTo(page, '[data-testid="round-summary"] button');
  }
});

test('a Koi-Koi month played with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await startByKeyboard(page, KOIKOI);
  const board = page.getByTestId('koikoi-board');
  await expect(board).toBeVisible();

  let played = 0;
  let usedArrows = false;
  for (let i = 0; i < 400; i++) {
    if (await present(page, '[data-testid="month-summary"]')) break;
    if (await present(page, '[data-testid="koikoi-dialog"]')) {
      // Stop: the month ends with our yaku.
      await press(page, '[data-testid="koikoi-dialog"] [data-testid="stop"]');
      continue;
    }
    if (await present(page, '[data-testid="field"] button.pick')) {
      await press(page, '[data-testid="field"] button.pick');
      continue;
    }
    if (!(await present(page, '[data-testid="hand"] button:not([disabled])'))) {
      // The computer's turn: wait for whatever comes next (our hand, a choice on the field, the koi-koi question or the month's end).
      await page
        .locator('[data-testid="month-summary"], [data-testid="koikoi-dialog"], [data-testid="field"] button.pick, [data-testid="hand"] button:not([disabled])')
        .first()
        .waitFor();
      continue;
    }
    await tabTo(page, '[data-testid="hand"] button:not([disabled])');
    if (!usedArrows) {
      // Arrow keys move along the hand; End and Home jump to its ends.
      const first = await page.evaluate(() => document.activeElement?.getAttribute('data-card'));
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-card'))).not.toBe(first);
      await page.keyboard.press('Home');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-card'))).toBe(first);
      usedArrows = true;
    }
    await page.keyboard.press('Enter');
    played += 1;
  }
  await expect(board.getByTestId('month-summary')).toBeVisible();
  expect(played).toBeGreaterThan(0);
  // The summary is closed from the keyboard too, and the next month is dealt. (Which month: the
  // random deal may have ended a month at once, e.g. with teshi.)
  const month = Number(await board.getByTestId('month-summary').getAttribute('data-month'));
  const thisSummary = board.locator(`[data-testid="month-summary"][data-month="${month}"]`);
  await press(page, '[data-testid="month-summary"] [data-testid="next-month"]');
  await expect(thisSummary).toHaveCount(0);
  await expect(board.getByTestId('month')).toHaveText(`Month ${month + 1}`);
});
