/**
 * The sight check of Hana-awase: its learning sections (rules, yaku reference, every question of its quiz), and
 * its table against the computer at two, three and four seats — at the start, in mid-round, at a round's
 * summary and at the game's summary — in every language and at every window size.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../harness';
import { playTurns, playUntil, yourTurn } from '../support/drive';
import { openWith, playerNumbers } from './app';
import type { StopSpec } from './checks';
import { DIALOG, HEADERS } from './boards';
import { walkQuiz } from './quiz';
import { LANGS, Sight, type Lang } from './walk';

const BOARD = '[data-testid="hana-awase-board"]';

/** The board's checks: cards uncovered (but by `dialog`), hand and field cards readable, the trays named as the header names the seats. */
const tableSpec = (lang: Lang, dialog: string | null = null): StopSpec => ({
  board: BOARD,
  pieces: '[data-card]',
  cards: `${BOARD} [data-testid="hand"] > .card, ${BOARD} [data-testid="field"] .card`,
  minCardWidth: 52,
  dialog,
  noPageScroll: true,
  seats: { header: HEADERS.play, names: `${BOARD} [data-testid^="tray-"] .name` },
  forbidden: playerNumbers(lang),
  bar: HEADERS.play,
});

/** A new game against the computer (easy in every other seat) under `preset`, with `players` if given. */
async function newGame(page: Page, lang: Lang, preset: string, players?: number): Promise<void> {
  await openWith(page, { language: lang });
  await page.locator('article[data-game="hana-awase"] button.play').click();
  const panel = page.getByTestId('new-game-panel');
  await panel.getByTestId('preset').selectOption(preset);
  if (players !== undefined) await panel.locator('[data-option="players"] select').selectOption(String(players));
  const seats = panel.getByTestId('seat-chooser').locator('[data-seat]');
  const count = await seats.count();
  for (let seat = 1; seat < count; seat++) await panel.locator(`[data-seat="${seat}"] select`).selectOption('easy');
  // Two seats: the panel asks for one opponent and its level instead of a seat chooser.
  if (count === 0) await panel.locator('[data-level="easy"]').click();
  await panel.getByTestId('start').click();
  await yourTurn(page, 'hana-awase');
}

for (const lang of LANGS) {
  test(`Hana-awase learn — ${lang}`, async ({ page }, info) => {
    test.setTimeout(300_000);
    const sight = new Sight(page, lang, 'Hana-awase learn', info);
    await openWith(page, { language: lang });
    await page.locator('[data-nav="learn"]').click();
    const learn = page.getByTestId('learn');
    await learn.locator('[data-learn-game="hana-awase"]').click();
    for (const id of ['rules', 'yaku']) {
      await learn.locator(`[data-section="${id}"]`).click();
      await expect(learn.locator(`[data-section="${id}"]`)).toHaveAttribute('aria-selected', 'true');
      await sight.look(`Hana-awase ${id}`, {}, { shot: `learn-hana-awase-${id}` });
    }
    await learn.locator('[data-section="practice"]').click();
    await walkQuiz(sight, learn, 'Hana-awase quiz');
    sight.expectNothingSeen();
  });

  test(`Hana-awase table — ${lang}`, async ({ page }, info) => {
    test.setTimeout(600_000);
    const sight = new Sight(page, lang, 'Hana-awase table', info);
    const board = page.locator(BOARD);

    await newGame(page, lang, 'quick');
    await sight.look('start, three seats', tableSpec(lang), { shot: 'hana-awase-start' });
    await playTurns(page, 'hana-awase', 3);
    await yourTurn(page, 'hana-awase');
    await sight.look('mid-round, three seats', tableSpec(lang), { shot: 'hana-awase-mid' });
    await playUntil(page, 'hana-awase', DIALOG.round);
    await sight.look('round summary, three seats', tableSpec(lang, DIALOG.round), { shot: 'hana-awase-round-summary' });
    await playUntil(page, 'hana-awase', DIALOG.gameOver, 400);
    await sight.look('game summary, three seats', tableSpec(lang, DIALOG.gameOver), { shot: 'hana-awase-game-summary' });

    await newGame(page, lang, 'quick', 4);
    await expect(board.locator('[data-testid^="tray-"]')).toHaveCount(4);
    await playTurns(page, 'hana-awase', 2);
    await yourTurn(page, 'hana-awase');
    await sight.look('mid-round, four seats', tableSpec(lang), { shot: 'hana-awase-four-seats' });

    await newGame(page, lang, 'two-player');
    await expect(board.locator('[data-testid^="tray-"]')).toHaveCount(2);
    await playTurns(page, 'hana-awase', 2);
    await yourTurn(page, 'hana-awase');
    await sight.look('mid-round, two seats', tableSpec(lang), { shot: 'hana-awase-two-seats' });
    sight.expectNothingSeen();
  });
}
