/**
 * Chromium that sees no Japanese system font (a fontconfig with only the Latin font folders), serving the
 * web build: Japanese on its screenshots can only come from the fonts the app ships.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { serveStatic } from '../../tests/e2e/global-setup-server';

export interface ScreenSession {
  browser: Browser;
  url: string;
  close: () => Promise<void>;
}

export async function openNoCjkBrowser(dir = 'dist-web'): Promise<ScreenSession> {
  const conf = join(mkdtempSync(join(tmpdir(), 'fonts-')), 'fonts.conf');
  writeFileSync(
    conf,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>
  <dir>/usr/share/fonts/truetype/dejavu</dir><dir>/usr/share/fonts/truetype/liberation</dir>
  <cachedir>${join(tmpdir(), 'fontconfig-no-cjk')}</cachedir></fontconfig>`,
  );
  const server = await serveStatic(dir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'], env: { ...process.env, FONTCONFIG_FILE: conf } });
  return {
    browser,
    url: `${server.url}index.html`,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/** Switches the app's language in Settings and returns to the launcher. */
export async function chooseLanguage(page: Page, lang: 'en' | 'ja' | 'de'): Promise<void> {
  await page.locator('[data-nav="settings"]').click();
  await page.getByTestId('language').getByText({ en: 'English', ja: '日本語', de: 'Deutsch' }[lang]).click();
  await page.locator('[data-nav="launcher"]').click();
}

/** Waits for the font subsets the screen needs (they load as characters first appear). */
export async function fontsSettled(page: Page): Promise<void> {
  await page.waitForTimeout(800);
  await page.evaluate(() => document.fonts.ready);
}
