/**
 * The app draws Japanese with the fonts it ships: the built stylesheets point at the app's own woff2
 * files (served by the app itself), and on a Japanese page the shipped Mincho and Gothic faces are the
 * ones loaded — so no character falls back to whatever the machine has, or to an empty box.
 *
 * The shipped faces come in character-range subsets. Every subset of the Gothic that the app's texts can need
 * is loaded before the app is shown, the Mincho's right after, and every font stack ends with the Gothic
 * (src/renderer/fonts.ts), so text that appears later — the yaku progress filling up during a game — is drawn
 * with a loaded face from its first frame: a recorder in the page checks the characters of every change to
 * the panel against the faces loaded at that moment (document.fonts), before the change is painted. The
 * characters are gathered from the sources when the renderer is built, so the built app covers every
 * character of the sources as they stand — a new game's included — with nothing to regenerate.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './harness';
import { playUntil, startAgainstComputer } from './support/drive';
import { sourceCharacters } from '../../scripts/app-characters';

/**
 * Every character of the app's texts, gathered from the sources as the renderer build gathers them for
 * src/renderer/fonts.ts (scripts/app-characters.ts, `virtual:app-characters`).
 */
const APP_CHARACTERS = sourceCharacters().join('');

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

declare global {
  interface Window {
    /** Japanese characters found on screen without a loaded face, as "月 (yp-name: Noto Sans JP Variable)". */
    fontMisses?: string[];
    /** The same check, asked for directly (the recorder's own function). */
    uncoveredIn?: (root: Element) => string[];
    /** Whether the Gothic covered every character of the app's texts when the app first put something on screen. */
    gothicAtFirstScreen?: boolean;
  }
}

/**
 * Runs in the page before the app: after every change under `selector` (and when it first appears), each
 * visible Japanese character in it must lie in the unicode-range of a FontFace of its element's font stack
 * whose status is 'loaded'. MutationObserver callbacks run before the change is painted, so a miss is a
 * character that would be painted before its face arrived: an empty box on a machine with no Japanese font.
 */
function recordFontMisses(selector: string): void {
  const JAPANESE = /[\u2E80-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]/u;
  const unquote = (family: string): string => family.trim().replace(/^["']|["']$/g, '');
  const ranges = (unicodeRange: string): [number, number][] =>
    unicodeRange.split(',').map((part) => {
      const [from = '0', to] = part.trim().replace(/^U\+/i, '').split('-');
      if (from.includes('?')) return [parseInt(from.replace(/\?/g, '0'), 16), parseInt(from.replace(/\?/g, 'F'), 16)];
      return [parseInt(from, 16), parseInt(to ?? from, 16)];
    });
  /** The code points each family's loaded faces cover, rebuilt when another face has loaded. */
  let covered = new Map<string, Set<number>>();
  let loadedCount = -1;
  const coverage = (): Map<string, Set<number>> => {
    const loaded = [...document.fonts].filter((face) => face.status === 'loaded');
    if (loaded.length === loadedCount) return covered;
    covered = new Map();
    for (const face of loaded) {
      const family = unquote(face.family);
      const points = covered.get(family) ?? new Set<number>();
      for (const [a, b] of ranges(face.unicodeRange)) for (let code = a; code <= b; code++) points.add(code);
      covered.set(family, points);
    }
    loadedCount = loaded.length;
    return covered;
  };
  const uncoveredIn = (root: Element): string[] => {
    const loaded = coverage();
    const misses = new Set<string>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !element.checkVisibility()) continue;
      const stack = getComputedStyle(element).fontFamily.split(',').map(unquote);
      for (const ch of node.textContent ?? '') {
        if (!JAPANESE.test(ch)) continue;
        const code = ch.codePointAt(0)!;
        if (!stack.some((family) => loaded.get(family)?.has(code))) misses.add(`${ch} (${element.className || element.localName}: ${stack.filter((f) => /JP/.test(f)).join(', ')})`);
      }
    }
    return [...misses];
  };
  window.uncoveredIn = uncoveredIn;
  window.fontMisses = [];
  let shown: Element | null = null;
  new MutationObserver((mutations) => {
    const root = document.querySelector(selector);
    if (!root) return;
    // Checked when the panel appears and whenever something in it changes.
    if (root === shown && !mutations.some((m) => root.contains(m.target))) return;
    shown = root;
    for (const miss of uncoveredIn(root)) if (!window.fontMisses!.includes(miss)) window.fontMisses!.push(miss);
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

async function watchFonts(page: Page, selector: string): Promise<void> {
  await page.addInitScript(recordFontMisses, selector);
  await page.reload();
}

for (const lang of ['ja', 'en'] as const) {
  test(`the yaku progress in ${lang} is drawn with loaded faces from its first frame as it fills up`, async ({ page }) => {
    // A game is started and played to its first yaku rows; a busy two-core machine needs more than a minute.
    test.setTimeout(120_000);
    if (lang === 'ja') {
      await page.locator('[data-nav="settings"]').click();
      await page.getByTestId('language').getByText('日本語').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    }
    await watchFonts(page, '[data-testid="yaku-progress"]');
    await startAgainstComputer(page, 'koikoi');
    const panel = page.getByTestId('yaku-progress');
    await expect(panel).toBeVisible();
    // Rows appear as cards are taken: yaku names and the cards still missing, in text not shown before.
    await playUntil(page, 'koikoi', '[data-testid="yaku-progress"] .yp-row');
    await expect(panel.locator('.yp-name').first()).toHaveText(/[\u3040-\u30FF\u4E00-\u9FFF]/);
    expect(await page.evaluate(() => window.fontMisses)).toEqual([]);
    // And the whole table as it stands.
    expect(await page.evaluate(() => window.uncoveredIn!(document.body))).toEqual([]);
  });
}

test('the Gothic for every character of the app’s sources is in before its first screen, and the Mincho follows', async ({ page }) => {
  // The built app loads the faces for the list its build gathered; these are the characters of the sources now.
  await page.addInitScript((text) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('#app > *')) return;
      observer.disconnect();
      window.gothicAtFirstScreen = document.fonts.check('16px "Noto Sans JP Variable"', text);
    }).observe(document, { childList: true, subtree: true });
  }, APP_CHARACTERS);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.gothicAtFirstScreen)).toBe(true);
  await expect.poll(() => page.evaluate((text) => document.fonts.check('16px "Noto Serif JP Variable"', text), APP_CHARACTERS), { timeout: 30_000 }).toBe(true);
});
