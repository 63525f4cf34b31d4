/**
 * Screenshots of the web build in Chromium that sees no Japanese system font (a fontconfig with only the
 * Latin font folders), to check that Japanese comes from the fonts the app ships — not a test:
 *   npm run build:web && npx tsx tools/screens/no-cjk-fonts.ts [outDir]
 * Writes launcher and both boards in Japanese; look at them (an empty box means a missing glyph).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { serveStatic } from '../../tests/e2e/global-setup-server';

const [out = 'docs/screenshots'] = process.argv.slice(2);
const conf = join(mkdtempSync(join(tmpdir(), 'fonts-')), 'fonts.conf');
writeFileSync(
  conf,
  `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>
  <dir>/usr/share/fonts/truetype/dejavu</dir><dir>/usr/share/fonts/truetype/liberation</dir>
  <cachedir>${join(tmpdir(), 'fontconfig-no-cjk')}</cachedir></fontconfig>`,
);
const server = await serveStatic('dist-web');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'], env: { ...process.env, FONTCONFIG_FILE: conf } });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 820 } });
  await page.goto(`${server.url}index.html`);
  await page.locator('[data-nav="settings"]').click();
  await page.getByTestId('language').getByText('日本語').click();
  await page.locator('[data-nav="launcher"]').click();
  // Subsets load as characters first appear: let the ones the launcher needs arrive.
  await page.waitForTimeout(1500);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(out, 'no-cjk-launcher-ja.png') });
  for (const game of ['koikoi', 'hanamikoji']) {
    await page.getByTestId('game-list').locator('button.play').nth(game === 'hanamikoji' ? 0 : 1).click();
    await page.getByTestId('new-game-panel').getByTestId('start').click();
    await page.waitForTimeout(2500);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(out, `no-cjk-${game}-ja.png`) });
    await page.locator('[data-nav="launcher"]').click();
  }
} finally {
  await browser.close();
  await server.close();
}
