/**
 * The Hanamikoji board looks the same in every host, at the desktop app's minimum (960×640), its default
 * (1280×820) and full HD: at the table, in a review, in a practice question and in a replay. Its geisha and
 * hand cards stay at least 52 px wide, nothing covers a card, a marker or the draw pile, every card and word
 * stays inside its own panel (the hand and the trade-off inside the player's panel, the piles inside the
 * table), and the board stays in its own column. With the eight-suit face the geishas' names keep clear of
 * the corner rank. A round's summary covers a replay only on the step where the round ended, and never a
 * review. (Web build: history seeded in localStorage, as review.spec.ts does.)
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, seededThroughLocalStorage } from './harness';
import { playTurns, startAgainstComputer } from './support/drive';
import { seededRecords } from './support/records';

const SIZES = [
  [960, 640],
  [1280, 820],
  [1920, 1080],
] as const;
const shotDir = `test-results/e2e-${process.env.E2E_RUN_ID}/screenshots`;
const seeded = seededRecords(2);
/** The seeded Hanamikoji game of four rounds (the history lists it last: it is the older one). */
const fourRounds = (page: Page): Locator => page.getByTestId('history-row').last();

interface BoardReport {
  /** The board's box, and the box of the column it sits in (its host's frame). */
  board: { left: number; right: number; top: number; bottom: number };
  geishas: number[];
  hand: number[];
  /** Cards, markers and piles with something else on top of their centre. */
  covered: string[];
  /** Cards, markers, piles and words that stick out of their panel. */
  outside: string[];
  summary: boolean;
}

/** Measures the board as a person sees it: every element is scrolled into view before it is looked at. */
async function report(page: Page): Promise<BoardReport> {
  await page.mouse.move(0, 0); // no card peek
  // A new window size moves panels (the table's log slides off a narrow window): look once they are still.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  return page.getByTestId('hanamikoji-board').evaluate((board) => {
    const box = (el: Element) => el.getBoundingClientRect();
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${(el as HTMLElement).dataset?.card ? `[${(el as HTMLElement).dataset.card}]` : ''}${el.getAttribute('data-action') ? `[${el.getAttribute('data-action')}]` : ''}`;
    const inside = (r: DOMRect, p: DOMRect) => r.left >= p.left - 1 && r.right <= p.right + 1 && r.top >= p.top - 1 && r.bottom <= p.bottom + 1;
    const seen = (el: Element): DOMRect => {
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      return box(el);
    };
    const covered: string[] = [];
    const things = board.querySelectorAll(
      '[data-testid="hand"] button, .geisha, header.opp li.marker, footer.me button.marker, [data-testid="deck"], .stash-cards > *, .removed .pile-card',
    );
    for (const el of things) {
      const r = seen(el);
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(el.contains(hit) || hit.contains(el))) covered.push(`${name(el)} under ${hit ? name(hit) : 'nothing'}`);
    }
    const outside: string[] = [];
    const panels = ['.summary', '.seat', '.bar', '.table'];
    const panelOf = (el: Element) => panels.map((p) => el.closest(p)).find((p) => p && board.contains(p)) ?? board;
    for (const el of board.querySelectorAll('.seat > *, .seat .hand-card, .seat .marker, .stash, .piles > *, .piles .count-badge, .bar > *')) {
      if (!inside(box(el), box(panelOf(el)))) outside.push(name(el));
    }
    // Every word on the board, outside the cards' own drawings: inside its panel and not covered.
    const walker = document.createTreeWalker(board, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest('svg')) continue;
      if (getComputedStyle(parent).visibility === 'hidden') continue;
      seen(parent);
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width === 0) continue;
      if (!inside(r, box(panelOf(parent)))) outside.push(`“${node.textContent.trim()}”`);
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(parent.contains(hit) || hit.contains(parent))) covered.push(`“${node.textContent.trim()}” under ${hit ? name(hit) : 'nothing'}`);
    }
    const b = box(board);
    return {
      board: { left: b.left + window.scrollX, right: b.right + window.scrollX, top: b.top + window.scrollY, bottom: b.bottom + window.scrollY },
      geishas: [...board.querySelectorAll('.geisha')].map((g) => Math.round(box(g).width)),
      hand: [...board.querySelectorAll('[data-testid="hand"] button')].map((c) => Math.round(box(c).width)),
      covered,
      outside,
      summary: board.querySelector('[data-testid="round-summary"]') !== null,
    };
  });
}

/** What every host must give: cards at least 52 px wide, nothing covered, nothing out of its panel. */
function expectWhole(r: BoardReport, where: string, handCards = 1): void {
  expect(r.geishas, `geishas at ${where}`).toHaveLength(7);
  expect(Math.min(...r.geishas), `narrowest geisha at ${where}`).toBeGreaterThanOrEqual(52);
  expect(r.hand.length, `hand at ${where}`).toBeGreaterThanOrEqual(handCards);
  if (r.hand.length > 0) expect(Math.min(...r.hand), `narrowest hand card at ${where}`).toBeGreaterThanOrEqual(52);
  expect(r.covered, `covered at ${where}`).toEqual([]);
  expect(r.outside, `outside their panels at ${where}`).toEqual([]);
}

async function seed(page: Page, target: string, settings: object = {}): Promise<void> {
  seededThroughLocalStorage(target);
  await page.evaluate(
    ({ history, settings }) => {
      localStorage.setItem('hanafuda-table:history', JSON.stringify(history));
      localStorage.setItem('hanafuda-table:settings', JSON.stringify({ animationSpeed: 'off', language: 'en', ...settings }));
    },
    { history: seeded.history as unknown, settings },
  );
  await page.reload();
}

async function openFromHistory(page: Page, button: 'watch' | 'review-open'): Promise<void> {
  await page.locator('[data-nav="history"]').click();
  await page.getByTestId('history-game').selectOption('hanamikoji');
  await fourRounds(page).getByTestId(button).click();
}

const roundOf = async (board: Locator): Promise<string | null> => board.getAttribute('aria-label');

for (const language of ['en', 'de'] as const) {
  test(`at the table, with seven cards in hand and with a Competition being split, at the three sizes (${language})`, async ({ page, target }) => {
    test.setTimeout(120_000);
    await seed(page, target, { language });
    await startAgainstComputer(page, 'hanamikoji');
    const board = page.getByTestId('hanamikoji-board');
    // The player's first decision: six cards dealt and one drawn.
    await expect(board.locator('[data-action]:not([disabled])').first()).toBeVisible({ timeout: 20_000 });
    await expect(board.getByTestId('hand').getByRole('button')).toHaveCount(7);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      expectWhole(await report(page), `${width}×${height}`, 7);
      await page.screenshot({ path: `${shotDir}/hanamikoji-table-${language}-${width}x${height}.png` });
    }
    // A Competition's four cards chosen: the splits join the bar, the geishas keep their size.
    await page.setViewportSize({ width: 1280, height: 820 });
    await board.locator('[data-action="competition"]').click();
    for (let i = 0; i < 4; i++) await board.getByTestId('hand').getByRole('button').nth(i).click();
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      const r = await report(page);
      expectWhole(r, `${width}×${height} while splitting`, 7);
    }
  });
}

test('in a review, the board keeps its table, its hand and its column at the three sizes, and no summary covers it', async ({ page, target }) => {
  test.setTimeout(180_000);
  await seed(page, target);
  await openFromHistory(page, 'review-open');
  const board = page.getByTestId('hanamikoji-board');
  await expect(board).toBeVisible({ timeout: 60_000 });
  // A decision of the second round (the first rounds' summaries are long gone).
  await expect(page.getByTestId('review-progress')).toHaveCount(0, { timeout: 120_000 });
  for (let i = 0; i < 30 && (await roundOf(board)) !== 'Round 2'; i++) await page.getByTestId('review-next').click();
  await expect(board).toHaveAttribute('aria-label', 'Round 2');
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    const r = await report(page);
    expectWhole(r, `${width}×${height}`);
    expect(r.summary, `a summary over the review at ${width}×${height}`).toBe(false);
    // Beside the list of decisions, the board stays in its column.
    const side = await page.getByTestId('review').locator('.side').boundingBox();
    if (side && side.x > r.board.left) expect(r.board.right, `board beside the decisions at ${width}×${height}`).toBeLessThanOrEqual(side.x + 1);
    await page.screenshot({ path: `${shotDir}/hanamikoji-review-${width}x${height}.png`, fullPage: true });
  }

  // The same game's mistakes as practice questions: the board as it was, uncovered.
  await page.setViewportSize({ width: 1280, height: 820 });
  await page.locator('[data-nav="learn"]').click();
  await page.locator('[data-learn-game="hanamikoji"]').click();
  await page.locator('[data-section="mistakes"]').click();
  await page.getByTestId('quiz-start').click();
  await expect(board).toBeVisible();
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    const r = await report(page);
    expectWhole(r, `practice at ${width}×${height}`);
    expect(r.summary, `a summary over the practice question at ${width}×${height}`).toBe(false);
    await page.screenshot({ path: `${shotDir}/hanamikoji-practice-${width}x${height}.png`, fullPage: true });
  }
});

test('a replay shows round 1’s summary on the step where it ended and on no later step, at the three sizes', async ({ page, target }) => {
  test.setTimeout(120_000);
  await seed(page, target);
  await openFromHistory(page, 'watch');
  const board = page.getByTestId('hanamikoji-board');
  await expect(board).toBeVisible();
  if (await page.getByTestId('replay-first').isEnabled()) await page.getByTestId('replay-first').click();
  await expect(board).toHaveAttribute('aria-label', 'Round 1');
  for (let i = 0; i < 30 && (await roundOf(board)) === 'Round 1'; i++) await page.getByTestId('replay-next').click();
  const summary = board.getByTestId('round-summary');
  await expect(summary).toContainText('Round 1 — scoring');
  await expect(summary.getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: `${shotDir}/hanamikoji-replay-round-end.png` });
  await page.getByTestId('replay-next').click();
  await expect(summary).toHaveCount(0);
  for (let i = 0; i < 3; i++) await page.getByTestId('replay-next').click();
  await expect(summary).toHaveCount(0);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    expectWhole(await report(page), `replay at ${width}×${height}`);
  }
});

for (const lang of ['en', 'ja'] as const) {
  test(`the eight-suit face: each geisha’s name keeps clear of the corner rank at the three sizes (${lang})`, async ({ page, target }) => {
    test.setTimeout(90_000);
    await seed(page, target, { language: lang, games: { hanamikoji: { face: 'eight-suit' } } });
    await startAgainstComputer(page, 'hanamikoji');
    await playTurns(page, 'hanamikoji', 1);
    const board = page.getByTestId('hanamikoji-board');
    await expect(board.locator('[data-geisha] svg.suit-face')).toHaveCount(7);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      const clashes = await board.evaluate((el) =>
        [...el.querySelectorAll('[data-geisha] .geisha svg.suit-face')].flatMap((face) => {
          const caption = face.querySelector('text.caption');
          if (!caption) return ['no caption'];
          const c = caption.getBoundingClientRect();
          const card = face.getBoundingClientRect();
          const out: string[] = [];
          if (c.left < card.left || c.right > card.right) out.push(`${caption.textContent} leaves its card`);
          for (const other of face.querySelectorAll('text')) {
            if (other === caption) continue;
            const o = other.getBoundingClientRect();
            if (c.left < o.right && o.left < c.right && c.top < o.bottom && o.top < c.bottom) out.push(`${caption.textContent} runs into ${other.textContent}`);
          }
          return out;
        }),
      );
      expect(clashes, `${width}×${height}`).toEqual([]);
      expectWhole(await report(page), `eight-suit at ${width}×${height}`);
      await page.screenshot({ path: `${shotDir}/hanamikoji-eight-suit-${lang}-${width}x${height}.png` });
    }
  });
}
