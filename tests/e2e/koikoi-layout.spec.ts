/**
 * The Koi-Koi table at the desktop app's minimum window (960×640), its default (1280×820) and full HD: cards
 * a person can read (hand and field at least 52 px wide, captures at least 30 px), nothing overlapping, the
 * whole board in the window with no page scroll; the same board in a replay's frame; and the game's end
 * screen with twelve months and the totals, without scrolling inside it, in English, Japanese and German.
 * Games are seeded saves and records, resumed from the launcher (web build: localStorage).
 */
import type { Page } from '@playwright/test';
import { test, expect, seededThroughLocalStorage } from './harness';
import koikoi from '../../games/koikoi/index';
import { cardInfo } from '../../games/shared/hanafuda/cards';
import type { KoiKoiMove, KoiKoiState } from '../../games/koikoi/state';
import type { PlayerId } from '../../src/framework/game';
import { Match } from '../../src/framework/match';
import { Rng } from '../../src/framework/rng';
import { toSave, type SaveFile } from '../../src/framework/save';
import { addToHistory, emptyHistory } from '../../src/shared/records';
import { playedRecord } from './support/records';

const SIZES = [
  [960, 640],
  [1280, 820],
  [1920, 1080],
] as const;
const LANGS = ['en', 'ja', 'de'] as const;
type Lang = (typeof LANGS)[number];
const CONTINUE: Record<Lang, string> = { en: 'Continue Hanafuda Koi-Koi', ja: '花札 こいこいを続ける', de: 'Hanafuda Koi-Koi fortsetzen' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type KoiKoiMatch = Match<KoiKoiState, KoiKoiMove, any, any>;

/** A twelve-month game of seeded random moves (the default rules), every position kept. */
const SEED = 150;
function positions(): KoiKoiMatch[] {
  const rng = Rng.fromSeed(SEED);
  let match = Match.start(koikoi, koikoi.optionsSchema.parse({}), SEED) as KoiKoiMatch;
  const all = [match];
  while (match.toAct() !== null) {
    const moves = match.legalMovesFor(match.toAct() as PlayerId);
    match = match.play(moves[rng.int(moves.length)] as KoiKoiMove);
    all.push(match);
  }
  return all;
}
const GAME = positions();

/** A save of position `index` with the person in `human`'s seat against the easy computer. */
function saveAt(index: number, human: PlayerId): SaveFile {
  const at = '2026-11-01T10:00:00.000Z';
  const bot = { kind: 'bot' as const, level: 'easy' };
  return toSave(GAME[index]!, { seats: human === 0 ? [{ kind: 'human' }, bot] : [bot, { kind: 'human' }], presetId: 'nintendo', startedAt: at, savedAt: at });
}

async function resume(page: Page, save: SaveFile, lang: Lang): Promise<void> {
  await page.evaluate(
    ({ save, lang }) => {
      localStorage.setItem('hanafuda-table:settings', JSON.stringify({ animationSpeed: 'off', language: lang }));
      localStorage.setItem('hanafuda-table:save:koikoi', JSON.stringify(save));
    },
    { save: save as unknown, lang },
  );
  await page.reload();
  await page.getByRole('button', { name: CONTINUE[lang] }).click();
  await expect(page.getByTestId('koikoi-board')).toBeVisible();
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
interface Measures {
  board: Box;
  hand: number[];
  field: number[];
  captures: number[];
  parts: Record<string, Box>;
  covered: string[];
  page: { w: number; h: number };
}

/** The board's cards and parts as laid out now. */
function measure(page: Page): Promise<Measures> {
  return page.getByTestId('koikoi-board').evaluate((board) => {
    const box = (e: Element): Box => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const widths = (selector: string): number[] => [...board.querySelectorAll(selector)].map((e) => e.getBoundingClientRect().width);
    const parts: Record<string, Box> = {};
    for (const name of ['.top', '.felt', '.status-row', '.hand', '.tray.theirs', '.tray.mine']) {
      const e = board.querySelector(name);
      if (e) parts[name] = box(e);
    }
    // A card is covered when the topmost element at its centre is not part of it.
    const covered = [...board.querySelectorAll<HTMLElement>('[data-testid="hand"] .card, [data-testid="field"] .card')]
      .filter((card) => {
        const r = card.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !top || !card.contains(top);
      })
      .map((card) => card.dataset.card ?? '?');
    return {
      board: box(board),
      hand: widths('[data-testid="hand"] .card'),
      field: widths('[data-testid="field"] .card'),
      captures: widths('.tray .slot'),
      parts,
      covered,
      page: { w: document.documentElement.scrollWidth, h: document.documentElement.scrollHeight },
    };
  });
}

const overlap = (a: Box, b: Box): boolean => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

function expectReadable(m: Measures, where: string, minCard = 52): void {
  expect(m.hand.length, `cards in hand ${where}`).toBeGreaterThan(0);
  expect(Math.min(...m.hand), `hand cards ${where}`).toBeGreaterThanOrEqual(minCard);
  expect(Math.min(...m.field), `field cards ${where}`).toBeGreaterThanOrEqual(minCard);
  expect(m.captures.length, `captured cards ${where}`).toBeGreaterThan(0);
  expect(Math.min(...m.captures), `captured cards ${where}`).toBeGreaterThanOrEqual(30);
  expect(m.covered, `covered cards ${where}`).toEqual([]);
  const names = Object.keys(m.parts);
  expect(names).toHaveLength(6);
  for (const [i, a] of names.entries()) {
    for (const b of names.slice(i + 1)) expect(overlap(m.parts[a]!, m.parts[b]!), `${a} and ${b} overlap ${where}`).toBe(false);
    const part = m.parts[a]!;
    expect(part.right <= m.board.right + 0.5 && part.bottom <= m.board.bottom + 0.5, `${a} inside the board ${where}`).toBe(true);
  }
}

/** Mid-game in month 3: the person to play, cards in both capture piles. */
const MID = GAME.findIndex((m) => m.state.month === 3 && m.toAct() === 0 && m.state.phase === 'play' && m.state.captures[0].length > 0 && m.state.captures[1].length > 0);

test('the table at 960×640, 1280×820 and 1920×1080: cards at least 52 px wide, nothing overlapping, the whole board in the window', async ({ page, target }) => {
  seededThroughLocalStorage(target);
  await resume(page, saveAt(MID, 0), 'en');
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    const where = `at ${width}×${height}`;
    const m = await measure(page);
    expectReadable(m, where);
    expect(m.board.left, where).toBeGreaterThanOrEqual(0);
    expect(m.board.top, where).toBeGreaterThanOrEqual(0);
    expect(m.board.right, where).toBeLessThanOrEqual(width);
    expect(m.board.bottom, where).toBeLessThanOrEqual(height);
    expect(m.page, `page size ${where}`).toEqual({ w: width, h: height });
  }
});

test('the card peek of the hand’s first card, at the board’s edge, lies wholly inside the board at 960×640', async ({ page, target }) => {
  seededThroughLocalStorage(target);
  await page.setViewportSize({ width: 960, height: 640 });
  // The position whose leftmost hand card has the longest name: its label is the widest.
  const turns = GAME.map((m, i) => ({ i, m })).filter(({ m }) => m.toAct() === 0 && m.state.phase === 'play' && m.state.hands[0].length === 8);
  const longest = (i: number): number => cardInfo(koikoi.viewFor(GAME[i]!.state, 0).hand[0]!).name.en.length;
  const at = turns.reduce((best, t) => (longest(t.i) > longest(best) ? t.i : best), turns[0]!.i);
  await resume(page, saveAt(at, 0), 'en');
  const board = page.getByTestId('koikoi-board');
  const first = board.getByTestId('hand').locator('button').first();
  // A focus the player can see (keyboard) is what the peek names: the board may have put the focus there already.
  await expect(first).toBeEnabled();
  await first.evaluate((el) => el.blur());
  await page.keyboard.press('Shift');
  await first.focus();
  const peek = board.getByTestId('card-peek');
  await expect(peek).toBeVisible();
  await expect
    .poll(async () => {
      const [p, b] = [(await peek.boundingBox())!, (await board.boundingBox())!];
      return p.x >= b.x && p.x + p.width <= b.x + b.width && p.y >= b.y && p.y + p.height <= b.y + b.height;
    })
    .toBe(true);
});

test('the board in a replay’s frame keeps its cards at least 52 px wide at each window size', async ({ page, target }) => {
  seededThroughLocalStorage(target);
  const record = playedRecord(koikoi, SEED, 'easy', 'nintendo', 0, new Date(Date.UTC(2026, 10, 1, 18, 0)));
  await page.evaluate(
    (history) => {
      localStorage.setItem('hanafuda-table:history', JSON.stringify(history));
      localStorage.setItem('hanafuda-table:settings', JSON.stringify({ animationSpeed: 'off', language: 'en' }));
    },
    addToHistory(emptyHistory(), record) as unknown,
  );
  await page.reload();
  await page.locator('[data-nav="history"]').click();
  await page.getByTestId('history-row').first().getByTestId('watch').click();
  await page.getByTestId('replay-slider').fill(String(MID));
  await expect(page.getByTestId('replay-position')).toContainText(`Move ${MID} of`);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    // The replay's page scrolls (its controls and the log line sit above the board): the board is brought into view.
    await page.getByTestId('koikoi-board').evaluate((board) => board.scrollIntoView({ block: 'end' }));
    expectReadable(await measure(page), `in the replay at ${width}×${height}`);
  }
});

/** The position before the game's last move, a stop: the person makes it, then reads the month and the game. */
const BEFORE_END = GAME.length - 2;

for (const lang of LANGS) {
  test(`game over (${lang}): twelve months and the totals fit the box without scrolling at each window size`, async ({ page, target }) => {
    seededThroughLocalStorage(target);
    expect(GAME.at(-1)!.moves.at(-1)!.move).toEqual({ type: 'stop' });
    await resume(page, saveAt(BEFORE_END, GAME[BEFORE_END]!.toAct() as PlayerId), lang);
    await page.getByTestId('koikoi-dialog').getByTestId('stop').click();
    await page.getByTestId('month-summary').getByTestId('next-month').click();
    const end = page.getByTestId('game-summary');
    await expect(end.locator('tbody tr')).toHaveCount(12);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      const where = `${lang} at ${width}×${height}`;
      const fit = await end.evaluate((sheet) => {
        // The box around the table, which would scroll if the months did not fit.
        const wrap = (sheet.querySelector('table') as HTMLElement).parentElement as HTMLElement;
        const totals = sheet.querySelector('tfoot') as HTMLElement;
        const s = sheet.getBoundingClientRect();
        const t = totals.getBoundingClientRect();
        const buttons = [...sheet.querySelectorAll('button')].map((b) => b.getBoundingClientRect().bottom);
        return { scroll: wrap.scrollHeight - wrap.clientHeight, totalsBottom: t.bottom, sheetBottom: s.bottom, sheetTop: s.top, buttons };
      });
      expect(fit.scroll, `rows hidden behind a scroll ${where}`).toBeLessThanOrEqual(0);
      expect(fit.totalsBottom, `totals in the box ${where}`).toBeLessThanOrEqual(fit.sheetBottom);
      expect(fit.sheetTop, where).toBeGreaterThanOrEqual(0);
      expect(fit.sheetBottom, where).toBeLessThanOrEqual(height);
      expect(fit.buttons, `New game and Back ${where}`).toHaveLength(2);
      for (const bottom of fit.buttons) expect(bottom, where).toBeLessThanOrEqual(fit.sheetBottom);
    }
  });
}
