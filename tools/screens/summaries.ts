/**
 * The screens around the boards, in English and Japanese, without system CJK fonts: the card gallery, a
 * Koi-Koi month summary and the Hanamikoji end screen, at 960×640, 1280×820 and 1920×1080:
 *   npm run build:web && npx tsx tools/screens/summaries.ts [outDir]
 * Writes gallery-*, koikoi-month-summary-*, hanamikoji-end-*; look at them.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { playUntil, startAgainstComputer } from '../../tests/e2e/support/drive';
import { chooseLanguage, fontsSettled, openNoCjkBrowser } from './no-cjk-browser';

const [out = 'docs/screenshots'] = process.argv.slice(2);
const SIZES = [
  [960, 640],
  [1280, 820],
  [1920, 1080],
] as const;

async function shootSizes(page: Page, name: string, lang: string): Promise<void> {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await fontsSettled(page);
    await page.screenshot({ path: join(out, `${name}-${width}x${height}-${lang}.png`) });
  }
}

const session = await openNoCjkBrowser();
try {
  for (const lang of ['en', 'ja'] as const) {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 820 } });
    await page.goto(session.url);
    await page.locator('[data-nav="settings"]').click();
    await page.getByTestId('animation-speed').getByText('Off', { exact: true }).click();
    await chooseLanguage(page, lang);

    await page.locator('article[data-game="koikoi"] [data-testid="game-rules"]').click();
    await page.locator('[data-section="cards"]').click();
    await page.getByTestId('card-gallery').waitFor();
    await shootSizes(page, 'gallery', lang);

    await page.setViewportSize({ width: 1280, height: 820 });
    await startAgainstComputer(page, 'koikoi');
    await playUntil(page, 'koikoi', '[data-testid="month-summary"]');
    await shootSizes(page, 'koikoi-month-summary', lang);

    await page.setViewportSize({ width: 1280, height: 820 });
    await startAgainstComputer(page, 'hanamikoji');
    await playUntil(page, 'hanamikoji', '[data-testid="end-title"]', 80);
    await shootSizes(page, 'hanamikoji-end', lang);
    await page.close();
  }
} finally {
  await session.close();
}
