/**
 * The recorded games reviewed by the app itself: the first walk that needs a game's review opens it from the
 * history and waits for the analysis in the bot worker to finish; the history it then holds (the review kept
 * with the game) is written beside the run's results, so the walks in the other languages open the same
 * review from the history, as a person does the second time.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../harness';
import { openWith } from './app';
import type { History } from '../../../src/shared/records';
import { recorded, seededHistory, type GameId } from './fixtures';
import { RUN_DIR, type Lang } from './walk';

const FILE = join(RUN_DIR, 'reviewed-history.json');

type Stored = History;

/** Whether the history holds the recorded game of `game` with its review. */
const reviewed = (history: Stored | null, game: GameId): boolean => {
  const { finishedAt } = recorded(game).record;
  return !!history?.matches.find((m) => m.gameId === game && m.finishedAt === finishedAt)?.review;
};

/** Opens the review of the recorded game (its game's first row in the history) and waits until every decision is analysed. */
export async function openReview(page: Page, game: GameId): Promise<void> {
  await page.locator('[data-nav="history"]').click();
  await page.getByTestId('history-game').selectOption(game);
  await page.getByTestId('history-row').first().getByTestId('review-open').click();
  await expect(page.getByTestId('review')).toBeVisible();
  await expect(page.getByTestId('review-summary')).toBeVisible({ timeout: 240_000 });
  await expect(page.getByTestId('review-progress')).toHaveCount(0, { timeout: 240_000 });
}

/**
 * Opens the app with the seeded history in which `game`'s recorded game has its review, analysing it now if
 * this run has not yet. Leaves the page on the launcher (or, when it analysed, on the review).
 */
export async function withReviewedHistory(page: Page, lang: Lang, game: GameId): Promise<'analysed' | 'kept'> {
  const kept = existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as Stored) : null;
  const { history, statistics } = seededHistory();
  if (kept && reviewed(kept, game)) {
    await openWith(page, { language: lang, history: kept, statistics });
    return 'kept';
  }
  await openWith(page, { language: lang, history: kept ?? history, statistics });
  await openReview(page, game);
  const now = JSON.parse((await page.evaluate(() => localStorage.getItem('hanafuda-table:history'))) ?? 'null') as Stored | null;
  if (!reviewed(now, game)) throw new Error(`the review of the recorded ${game} game was not kept in the history`);
  mkdirSync(RUN_DIR, { recursive: true });
  writeFileSync(FILE, JSON.stringify(now));
  return 'analysed';
}
