#!/usr/bin/env node
/**
 * Renders resources/icon.svg to resources/icon.png (512×512, transparent corners) with Chromium, so the
 * PNG that electron-builder turns into .ico/.icns/AppImage icons always matches the SVG source.
 * Usage: node scripts/render-icon.mjs [path/to/chromium]   (default: $CHROMIUM_PATH or /usr/bin/chromium)
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const at = (p) => fileURLToPath(new URL(p, import.meta.url));
const executablePath = process.argv[2] ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SIZE = 512;

const svg = await readFile(at('../resources/icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath });
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE }, deviceScaleFactor: 1 });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg style="display:block;width:${SIZE}px;height:${SIZE}px" `)}</body></html>`,
  );
  const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: SIZE, height: SIZE } });
  await writeFile(at('../resources/icon.png'), png);
  console.log(`resources/icon.png: ${SIZE}×${SIZE}, ${png.length} bytes`);
} finally {
  await browser.close();
}
