/**
 * Hanamikoji with the eight-suit card face, in mid-game, and the printable "Play at the table" page (screen
 * and print media), in English, Japanese and German, without system CJK fonts:
 *   npm run build:web && npx tsx tools/screens/eight-suit.ts [outDir]
 */
import { join } from 'node:path';
import { playTurns, startAgainstComputer } from '../../tests/e2e/support/drive';
import { chooseLanguage, fontsSettled, openNoCjkBrowser } from './no-cjk-browser';

const [out = 'docs/screenshots'] = process.argv.slice(2);
const session = await openNoCjkBrowser();
try {
  for (const lang of ['en', 'ja', 'de'] as const) {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 820 } });
    await page.goto(session.url);
    await page.locator('[data-nav="settings"]').click();
    await page.getByTestId('hanamikoji-face').locator('label').nth(1).click();
    await chooseLanguage(page, lang);
    await startAgainstComputer(page, 'hanamikoji');
    await playTurns(page, 'hanamikoji', 3);
    await fontsSettled(page);
    await page.screenshot({ path: join(out, `hanamikoji-eight-suit-${lang}.png`) });
    await page.locator('[data-nav="learn"]').click();
    await page.locator('[data-section="table"]').click();
    await fontsSettled(page);
    await page.screenshot({ path: join(out, `hanamikoji-play-at-table-${lang}.png`), fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: join(out, `hanamikoji-play-at-table-${lang}.pdf`) }).catch(() => undefined);
    await page.screenshot({ path: join(out, `hanamikoji-play-at-table-print-${lang}.png`), fullPage: true });
    await page.close();
  }
} finally {
  await session.close();
}
