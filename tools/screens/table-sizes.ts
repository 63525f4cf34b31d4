/**
 * Both boards in mid-game at the window sizes the layout must fit (the desktop app's minimum 960×640, its
 * default 1280×820, and 1920×1080), in English and Japanese, in Chromium without system CJK fonts:
 *   npm run build:web && npx tsx tools/screens/table-sizes.ts [outDir] [turns]
 * Writes <game>-<width>x<height>-<lang>.png; look at them.
 */
import { join } from 'node:path';
import { playTurns, startAgainstComputer } from '../../tests/e2e/support/drive';
import { chooseLanguage, fontsSettled, openNoCjkBrowser } from './no-cjk-browser';

const [out = 'docs/screenshots', turnsArg = '3'] = process.argv.slice(2);
const SIZES = [
  [960, 640],
  [1280, 820],
  [1920, 1080],
] as const;

const session = await openNoCjkBrowser();
try {
  for (const lang of ['en', 'ja'] as const) {
    for (const game of ['koikoi', 'hanamikoji'] as const) {
      const page = await session.browser.newPage({ viewport: { width: 1280, height: 820 } });
      await page.goto(session.url);
      await chooseLanguage(page, lang);
      await startAgainstComputer(page, game);
      await playTurns(page, game, Number(turnsArg));
      for (const [width, height] of SIZES) {
        await page.setViewportSize({ width, height });
        await fontsSettled(page);
        await page.screenshot({ path: join(out, `${game}-${width}x${height}-${lang}.png`) });
      }
      await page.close();
    }
  }
} finally {
  await session.close();
}
