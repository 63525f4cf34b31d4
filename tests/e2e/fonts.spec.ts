/**
 * The app draws Japanese with the fonts it ships: the built stylesheets point at the app's own woff2
 * files (served by the app itself), and on a Japanese page the shipped Mincho and Gothic faces are the
 * ones loaded — so no character falls back to whatever the machine has, or to an empty box.
 */
import { test, expect } from './harness';

test('the Japanese UI is drawn with the fonts shipped in the app', async ({ page }) => {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByTestId('language').getByText('日本語').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ゲームを選ぶ', level: 1 })).toBeVisible();
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    // Make sure the logo's, the headings' and the body's characters are asked for in both faces.
    await Promise.all([document.fonts.load('16px "Noto Serif JP Variable"', '花札ゲーム'), document.fonts.load('16px "Noto Sans JP Variable"', '設定')]);
    const faces = [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, ''));
    const sources: string[] = [];
    for (const sheet of [...document.styleSheets]) {
      for (const rule of [...sheet.cssRules]) {
        if (rule instanceof CSSFontFaceRule && /Noto S(erif|ans) JP/.test(rule.style.getPropertyValue('font-family'))) {
          const url = /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))?.[1];
          if (url) sources.push(new URL(url, sheet.href ?? location.href).href);
        }
      }
    }
    const sample = sources.find((s) => s.includes('-0-')) ?? sources[0];
    const served = sample ? (await fetch(sample)).ok : false;
    return { faces: [...new Set(faces)], sources, sample, served, origin: location.origin };
  });
  expect(fonts.faces).toEqual(expect.arrayContaining(['Noto Serif JP Variable', 'Noto Sans JP Variable']));
  // Both faces come in their ~120 character-range subsets, all from the app's own origin, as woff2.
  expect(fonts.sources.length).toBeGreaterThan(200);
  expect(fonts.sources.every((url) => url.startsWith(fonts.origin) && url.endsWith('.woff2'))).toBe(true);
  expect(fonts.served).toBe(true);
  // The logo is one of the characters drawn with the shipped Mincho.
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Serif JP Variable"', '花'))).toBe(true);
});
