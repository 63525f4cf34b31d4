/**
 * Writes the whole deck into one HTML page (12 rows by month, plus the back) and, with --shoot,
 * takes Chromium screenshots of it for review:
 *   npx tsx games/shared/hanafuda/art/gallery/build-gallery.ts --out /tmp/hanafuda --shoot [--large 01-bright,11-bright]
 * With --app it also shoots the built Vue gallery (see vite.config.ts here) served from /tmp/hanafuda-gallery-app.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { CARD_IDS, MONTH_NAMES, PLANT_NAMES, cardName } from '../../cards';
import { cardSvg, hasFace } from '../deck';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const outDir = arg('--out') ?? '/tmp/hanafuda-gallery';
const large = (arg('--large') ?? '01-bright,03-bright,08-bright,11-bright').split(',').filter(Boolean);
mkdirSync(outDir, { recursive: true });

const cell = (id: string, width: number): string =>
  `<figure style="width:${width}px;margin:0"><div style="width:${width}px;height:${width * 1.5}px">${
    hasFace(id) ? cardSvg(id, { uid: `g-${width}-${id}` }) : `<div class="missing">${id}</div>`
  }</div><figcaption>${id}<br>${cardName(id, 'en')}<br>${cardName(id, 'ja')}</figcaption></figure>`;

const page = (title: string, body: string): string => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>
<style>body{margin:16px;background:#8a8f7e;font:10px system-ui,sans-serif;color:#111}
.row{display:flex;gap:10px;margin-bottom:8px}.missing{width:100%;height:100%;background:#ccc;display:grid;place-items:center}
figcaption{text-align:center;line-height:1.25;margin-top:2px}svg{display:block;width:100%;height:100%}
.sheet figcaption{display:none}.month{width:96px;align-self:center;font-size:12px;line-height:1.4;color:#fff}</style></head><body>${body}</body></html>`;

const rows: string[] = [];
for (let m = 1; m <= 12; m++) {
  const ids = CARD_IDS.filter((id) => Number(id.slice(0, 2)) === m);
  const title = `<div class="month"><b>${MONTH_NAMES.en[m - 1]}</b><br>${PLANT_NAMES.en[m - 1]}<br>${MONTH_NAMES.ja[m - 1]} ${PLANT_NAMES.ja[m - 1]}</div>`;
  rows.push(`<div class="row">${title}${ids.map((id) => cell(id, 130)).join('')}${m === 1 ? cell('back', 130) : ''}</div>`);
}
writeFileSync(join(outDir, 'deck.html'), page('Hanafuda deck', `<div class="sheet">${rows.join('')}</div>`));

// A wide sheet: 12 months side by side as columns would be too tall, so months run in rows of 3.
const wide: string[] = [];
for (let r = 0; r < 4; r++) {
  const months = [1, 2, 3].map((c) => r * 3 + c);
  wide.push(
    `<div class="row" style="gap:26px">${months
      .map((m) => `<div class="row" style="margin:0;gap:6px">${CARD_IDS.filter((id) => Number(id.slice(0, 2)) === m).map((id) => cell(id, 100)).join('')}</div>`)
      .join('')}</div>`,
  );
}
writeFileSync(join(outDir, 'deck-wide.html'), page('Hanafuda deck', `<div class="sheet">${wide.join('')}</div>`));
writeFileSync(join(outDir, 'large.html'), page('Hanafuda large', `<div class="row">${large.map((id) => cell(id, 300)).join('')}</div>`));

if (process.argv.includes('--shoot')) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const pageObj = await browser.newPage({ viewport: { width: 900, height: 800 }, deviceScaleFactor: 1 });
  for (const name of ['deck', 'deck-wide', 'large']) {
    await pageObj.goto(`file://${join(outDir, `${name}.html`)}`);
    await pageObj.screenshot({ path: join(outDir, `${name}.png`), fullPage: true });
  }
  if (process.argv.includes('--app')) {
    const root = '/tmp/hanafuda-gallery-app';
    const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
    const server = createServer((req, res) => {
      const file = normalize(join(root, (req.url ?? '/').split('?')[0] === '/' ? 'index.html' : (req.url ?? '').split('?')[0] ?? ''));
      try {
        const body = readFileSync(file.startsWith(root) ? file : join(root, 'index.html'));
        res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
        res.end(body);
      } catch {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    for (const lang of ['en', 'ja']) {
      await pageObj.goto(`http://127.0.0.1:${port}/?lang=${lang}&months=1,8,11`);
      await pageObj.waitForSelector('.hanafuda-card');
      await pageObj.screenshot({ path: join(outDir, `app-${lang}.png`), fullPage: true });
    }
    server.close();
  }
  await browser.close();
}
console.log(`gallery written to ${outDir}`);
