/**
 * Screenshots of the web build in Chromium that sees no Japanese system font, to check that Japanese comes
 * from the fonts the app ships — not a test:
 *   npm run build:web && npx tsx tools/screens/no-cjk-fonts.ts [outDir]
 * Writes launcher and both boards in Japanese; look at them (an empty box means a missing glyph).
 */
import { join } from 'node:path';
import { startAgainstComputer } from '../../tests/e2e/support/drive';
import { chooseLanguage, fontsSettled, openNoCjkBrowser } from './no-cjk-browser';

const [out = 'docs/screenshots'] = process.argv.slice(2);
const session = await openNoCjkBrowser();
try {
  const page = await session.browser.newPage({ viewport: { width: 1280, height: 820 } });
  await page.goto(session.url);
  await chooseLanguage(page, 'ja');
  await fontsSettled(page);
  await page.screenshot({ path: join(out, 'no-cjk-launcher-ja.png') });
  for (const game of ['koikoi', 'hanamikoji'] as const) {
    await startAgainstComputer(page, game);
    await page.waitForTimeout(1500);
    await fontsSettled(page);
    await page.screenshot({ path: join(out, `no-cjk-${game}-ja.png`) });
  }
} finally {
  await session.close();
}
