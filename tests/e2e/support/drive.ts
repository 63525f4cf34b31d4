/**
 * Drives a game against the computer from the launcher by clicking, as a player would: used by the layout
 * spec and the screenshot tools to reach a table in mid-game. Works in English and Japanese (test ids only).
 */
import type { Locator, Page } from '@playwright/test';

export type GameId = 'koikoi' | 'hanamikoji';

const ACTION_CARDS: Record<string, number> = { secret: 1, tradeoff: 2, gift: 3, competition: 4 };

/** Opens the new-game panel of a game from the launcher and starts it against the computer. */
export async function startAgainstComputer(page: Page, game: GameId): Promise<void> {
  await page.locator('[data-nav="launcher"]').click();
  await page.locator(`article[data-game="${game}"] button.play`).click();
  await page.getByTestId('new-game-panel').getByTestId('start').click();
  await page.getByTestId(`${game}-board`).waitFor();
}

/** Does what the Koi-Koi board asks of the viewer now; false when it is not the viewer's turn. */
async function koikoiStep(page: Page): Promise<boolean> {
  const board = page.getByTestId('koikoi-board');
  const click = async (selector: string): Promise<boolean> => {
    const target = board.locator(selector).first();
    if ((await target.count()) === 0) return false;
    await target.click({ timeout: 2_000 }).catch(() => undefined);
    return true;
  };
  return (
    (await click('[data-testid="next-month"]')) ||
    (await click('[data-testid="koikoi-dialog"] [data-testid="stop"]')) ||
    (await click('[data-testid="field"] button.pick')) ||
    (await click('[data-testid="hand"] button.matches:not([disabled])')) ||
    (await click('[data-testid="hand"] button:not([disabled])'))
  );
}

/** Takes one Hanamikoji action by clicking: an action marker, its cards (the leftmost), a split if asked, Confirm. */
export async function takeAction(board: Locator): Promise<string> {
  const marker = board.locator('[data-action]:not([disabled])').first();
  const action = (await marker.getAttribute('data-action')) as string;
  await marker.click();
  const cards = board.getByTestId('hand').getByRole('button');
  for (let i = 0; i < (ACTION_CARDS[action] ?? 1); i++) await cards.nth(i).click();
  const split = board.getByRole('radio').first();
  if (await split.isVisible()) await split.click();
  await board.getByTestId('confirm').click();
  return action;
}

/** Does what the Hanamikoji board asks of the viewer now; false when there was nothing to do yet. */
export async function hanamikojiStep(page: Page): Promise<boolean> {
  const board = page.getByTestId('hanamikoji-board');
  if (!(await board.isVisible())) return false;
  const next = board.getByTestId('next-round');
  if (await next.isVisible()) {
    await next.click();
    return true;
  }
  const picks = board.getByTestId('offer').locator('button:not([disabled])');
  if ((await picks.count()) > 0) {
    await picks.first().click();
    return true;
  }
  if ((await board.locator('[data-action]:not([disabled])').count()) === 0) return false;
  await takeAction(board);
  return true;
}

/** Plays on until `selector` shows on the page (a summary, the end screen); false if it never did. */
export async function playUntil(page: Page, game: GameId, selector: string, maxDecisions = 200): Promise<boolean> {
  const step = game === 'koikoi' ? koikoiStep : hanamikojiStep;
  const target = page.locator(selector).first();
  for (let done = 0, tries = 0; done < maxDecisions && tries < 2000; tries++) {
    if (await target.isVisible()) return true;
    if (await step(page)) done += 1;
    else await page.waitForTimeout(100);
  }
  return target.isVisible();
}

/** Plays the viewer's next `turns` decisions, waiting for the computer in between. */
export async function playTurns(page: Page, game: GameId, turns: number): Promise<void> {
  const step = game === 'koikoi' ? koikoiStep : hanamikojiStep;
  for (let done = 0, tries = 0; done < turns && tries < 400; tries++) {
    if (await step(page)) done += 1;
    else await page.waitForTimeout(100);
  }
  await page.getByTestId('thinking').waitFor({ state: 'detached', timeout: 20_000 }).catch(() => undefined);
}

/**
 * Reads `read()` until two readings 300 ms apart agree, and returns that reading: the computer's last move
 * (or a capture's animation) may still be landing when the player's turn lights up.
 */
export async function whenStill<T>(page: Page, read: () => Promise<T>, tries = 20): Promise<T> {
  let before = await read();
  for (let i = 0; i < tries; i++) {
    await page.waitForTimeout(300);
    const now = await read();
    if (JSON.stringify(now) === JSON.stringify(before)) return now;
    before = now;
  }
  return before;
}
