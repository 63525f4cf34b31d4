/**
 * The review, the replay and practice from mistakes as a person sees them (web build, history seeded with
 * reviews already kept): the board keeps to its box at 960×640, 1280×820 and 1920×1080 — cards at least
 * 52 px wide, nothing spilling into the next column, Hanamikoji's geishas side by side and its draw pile off
 * the computer's markers —, the review graph's round marks never touch, and a reload comes back to the same
 * review decision and replay move.
 */
import type { Page } from '@playwright/test';
import { test, expect, seededThroughLocalStorage } from './harness';
import { reviewedDecisions, reviewedHistory, type ReviewedGame } from './support/reviewed';

const SIZES = [
  [960, 640],
  [1280, 820],
  [1920, 1080],
] as const;

async function seed(page: Page, target: string, language = 'en'): Promise<void> {
  seededThroughLocalStorage(target);
  const { history } = reviewedHistory();
  await page.evaluate(
    ({ history, language }) => {
      localStorage.setItem('hanafuda-table:history', JSON.stringify(history));
      localStorage.setItem('hanafuda-table:settings', JSON.stringify({ animationSpeed: 'off', language }));
    },
    { history: history as unknown, language },
  );
  await page.reload();
}

async function fromHistory(page: Page, game: ReviewedGame, button: 'review-open' | 'watch'): Promise<void> {
  await page.locator('[data-nav="history"]').click();
  await page.getByTestId('history-game').selectOption(game);
  await page.getByTestId('history-row').first().getByTestId(button).click();
}

/** A decision in round (month) 2 or later that is not the first of its round. */
function laterDecision(game: ReviewedGame): number {
  const decisions = reviewedDecisions(game);
  const at = decisions.findIndex((d, i) => i > 0 && (d.round ?? 0) >= 2 && decisions[i - 1]!.round === d.round);
  expect(at, `a decision in round 2+ of the ${game} game`).toBeGreaterThan(0);
  return at;
}

interface Box {
  what: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

/** The board in `host` and its parts, measured in the page. */
async function measure(page: Page, host: string, game: ReviewedGame, side: string | null) {
  return page.evaluate(
    ({ host, game, side }) => {
      const box = (e: Element, what = ''): Box => {
        const r = e.getBoundingClientRect();
        return { what, left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
      };
      const name = (e: Element): string => e.getAttribute('data-card') ?? e.className;
      const frame = document.querySelector(host);
      const board = frame?.querySelector(`[data-testid="${game}-board"]`);
      if (!frame || !board) return null;
      const cards =
        game === 'koikoi' ? '[data-testid="hand"] > .card, [data-testid="field"] > .card' : '[data-testid="hand"] > .hand-card, .geisha[data-card]';
      const sideEl = side ? document.querySelector(side) : null;
      return {
        frame: box(frame, host),
        board: box(board, `${game}-board`),
        cards: [...board.querySelectorAll(cards)].map((c) => box(c, name(c))),
        geishas: [...board.querySelectorAll('.geisha[data-card]')].map((c) => box(c, name(c))),
        deck: [...board.querySelectorAll('[data-testid="deck"]')].map((c) => box(c, 'deck')),
        opponentSeat: [...board.querySelectorAll('.seat.opp')].map((c) => box(c, 'opponent seat')),
        side: sideEl ? box(sideEl, side!) : null,
      };
    },
    { host, game, side },
  );
}

const overlap = (a: Box, b: Box): boolean => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

async function expectBoardInItsBox(page: Page, host: string, game: ReviewedGame, where: string, side: string | null = null): Promise<void> {
  await expect(page.locator(`${host} [data-testid="${game}-board"]`)).toBeVisible();
  const m = await measure(page, host, game, side);
  expect(m, `${where}: the board is on the screen`).not.toBeNull();
  const { frame, board, cards, geishas, deck, opponentSeat } = m!;
  for (const part of [board, ...cards]) {
    expect(part.left, `${where}: ${part.what} starts inside the box`).toBeGreaterThanOrEqual(frame.left - 1);
    expect(part.right, `${where}: ${part.what} ends inside the box`).toBeLessThanOrEqual(frame.right + 1);
    expect(part.top, `${where}: ${part.what} below the box's top`).toBeGreaterThanOrEqual(frame.top - 1);
    expect(part.bottom, `${where}: ${part.what} above the box's bottom`).toBeLessThanOrEqual(frame.bottom + 1);
  }
  expect(cards.length, `${where}: cards on the board`).toBeGreaterThan(0);
  for (const card of cards) expect(card.width, `${where}: ${card.what} is wide enough`).toBeGreaterThanOrEqual(52);
  if (m!.side && m!.side.left > frame.left) expect(m!.side.left, `${where}: the side column starts after the board`).toBeGreaterThanOrEqual(frame.right);
  if (game === 'hanamikoji') {
    expect(geishas, `${where}: seven geishas`).toHaveLength(7);
    for (let i = 1; i < geishas.length; i++) expect(overlap(geishas[i - 1]!, geishas[i]!), `${where}: ${geishas[i]!.what} clear of its neighbour`).toBe(false);
    for (const pile of deck) for (const seat of opponentSeat) expect(overlap(pile, seat), `${where}: the draw pile clear of the computer's seat`).toBe(false);
  }
}

for (const game of ['hanamikoji', 'koikoi'] as const) {
  test(`${game}: the board keeps to its box in the review, the replay and practice at 960×640, 1280×820 and 1920×1080`, async ({ page, target }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 820 });
    await seed(page, target);

    await fromHistory(page, game, 'review-open');
    await expect(page.getByTestId('review-summary')).toBeVisible();
    const decision = laterDecision(game);
    for (let i = 0; i < decision; i++) await page.getByTestId('review-next').click();
    await expect(page.getByTestId('review-position')).toContainText(`Decision ${decision + 1} of`);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await expectBoardInItsBox(page, '[data-testid="review-board"]', game, `review at ${width}×${height}`, '[data-testid="review"] .side');
    }

    await page.setViewportSize({ width: 1280, height: 820 });
    await page.getByTestId('review-back').click();
    await fromHistory(page, game, 'watch');
    const slider = page.getByTestId('replay-slider');
    await slider.fill(String(Math.round(Number(await slider.getAttribute('max')) * 0.6)));
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await expectBoardInItsBox(page, '[data-testid="replay-board"]', game, `replay at ${width}×${height}`, '.replay .side');
    }

    await page.setViewportSize({ width: 1280, height: 820 });
    await page.locator('[data-nav="learn"]').click();
    const learn = page.getByTestId('learn');
    await learn.getByRole('button', { name: game === 'koikoi' ? 'Hanafuda Koi-Koi' : 'Hanamikoji' }).click();
    await learn.getByRole('tab', { name: 'Practice: your mistakes' }).click();
    await learn.getByTestId('quiz-start').click();
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await expectBoardInItsBox(page, '[data-testid="practice-board"]', game, `practice at ${width}×${height}`);
    }
  });
}

test('the review graph’s month marks never touch, at any width', async ({ page, target }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 820 });
  await seed(page, target);
  await fromHistory(page, 'koikoi', 'review-open');
  const canvas = page.getByTestId('review-chart').locator('.canvas');
  for (const width of [640, 800, 960, 1100, 1280, 1600, 1920]) {
    await page.setViewportSize({ width, height: 820 });
    // The marks are measured after each drawing: wait for the drawing at this width.
    await expect
      .poll(async () => Number(await canvas.evaluate((e) => e.getBoundingClientRect().width)) - Number(await canvas.evaluate((e) => e.querySelector('canvas')!.getBoundingClientRect().width)))
      .toBeLessThan(2);
    await expect.poll(async () => JSON.parse((await canvas.getAttribute('data-axis-marks')) ?? '[]').length).toBeGreaterThan(0);
    const marks = JSON.parse((await canvas.getAttribute('data-axis-marks'))!) as [number, number][];
    expect(marks[0], `the first month at ${width} px`).toBeDefined();
    for (let i = 1; i < marks.length; i++) {
      expect(marks[i]![0], `mark ${i + 1} starts after mark ${i} ends, at ${width} px: ${JSON.stringify(marks)}`).toBeGreaterThanOrEqual(marks[i - 1]![1] + 4);
    }
  }
});

test('a reload on a review comes back to the same review, at the same decision', async ({ page, target }) => {
  test.setTimeout(120_000);
  await seed(page, target);
  await fromHistory(page, 'koikoi', 'review-open');
  await expect(page.getByText('Reviewed earlier; shown from your history.')).toBeVisible();
  for (let i = 0; i < 6; i++) await page.getByTestId('review-next').click();
  await expect(page.getByTestId('review-position')).toContainText('Decision 7 of');
  const title = await page.getByTestId('review-board-title').innerText();
  await page.reload();
  // The app reads the session and the history before it reopens the screen; a busy machine takes a while.
  await expect(page.getByTestId('review')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('review-position')).toContainText('Decision 7 of');
  await expect(page.getByTestId('review-board-title')).toHaveText(title);
});

test('a reload on a replay comes back to the same move', async ({ page, target }) => {
  test.setTimeout(120_000);
  await seed(page, target);
  await fromHistory(page, 'hanamikoji', 'watch');
  await page.getByTestId('replay-slider').fill('17');
  await expect(page.getByTestId('replay-position')).toContainText('Move 17 of');
  await page.reload();
  await expect(page.getByTestId('replay-position')).toContainText('Move 17 of', { timeout: 20_000 });
  await expect(page.getByTestId('replay-round')).toHaveText('Round 2');
});
