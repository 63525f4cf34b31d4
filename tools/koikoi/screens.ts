/**
 * Screenshots of the Koi-Koi board against the web build (not a test):
 * npx vite build --config vite.web.config.ts --outDir /tmp/kk-web && npx tsx tools/koikoi/screens.ts /tmp/kk-web [outDir] [lang]
 */
import { chromium, type Page } from '@playwright/test';
import { serveStatic } from '../../tests/e2e/global-setup-server';

const [dir = '/tmp/kk-web', out = '/tmp/kk-shots', lang = 'en', mode = 'month'] = process.argv.slice(2);
/** mode 'game' plays on (always stopping) to the game summary. */
const wholeGame = mode === 'game';

async function step(page: Page): Promise<'decide' | 'summary' | 'played' | 'wait'> {
  const board = page.getByTestId('koikoi-board');
  if (await board.getByTestId('koikoi-dialog').isVisible()) return 'decide';
  if (await board.getByTestId('month-summary').isVisible()) return 'summary';
  const picks = board.locator('button.pick:not(.kk-field-leave-active)');
  if ((await picks.count()) > 0) {
    await picks.first().click();
    return 'played';
  }
  const hand = board.getByTestId('hand').locator('button:not([disabled]):not(.kk-hand-leave-active)');
  if ((await hand.count()) > 0) {
    const capturing = board.getByTestId('hand').locator('button.matches:not([disabled]):not(.kk-hand-leave-active)');
    await ((await capturing.count()) > 0 ? capturing.first() : hand.first()).click();
    return 'played';
  }
  return 'wait';
}

const server = await serveStatic(dir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
await page.goto(`${server.url}index.html`);
if (lang === 'ja') {
  await page.locator('[data-nav="settings"]').click();
  await page.getByText('日本語').first().click();
  await page.locator('[data-nav="launcher"]').click();
}
await page.getByRole('button', { name: lang === 'ja' ? /花札 こいこい/ : 'New game of Hanafuda Koi-Koi' }).first().click();
await page.getByTestId('start').click();
const board = page.getByTestId('koikoi-board');
await board.waitFor();
await page.waitForTimeout(800);
await page.screenshot({ path: `${out}/koikoi-start-${lang}.png` });
let turns = 0;
let shotDialog = false;
let shotSummary = false;
let shotChoice = false;
for (let i = 0; i < 3000 && (wholeGame || !(shotDialog && shotSummary)); i++) {
  if (wholeGame && (await board.getByTestId('game-summary').isVisible())) {
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/koikoi-game-${lang}.png` });
    break;
  }
  if (!shotChoice && (await board.getByTestId('drawn-card').first().isVisible()) && (await board.locator('button.pick:not(.kk-field-leave-active)').count()) > 0) {
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/koikoi-drawn-${lang}.png` });
    shotChoice = true;
  }
  const s = await step(page);
  if (s === 'played') {
    turns++;
    await page.waitForTimeout(300);
    if (turns === 3) {
      await page.waitForTimeout(900);
      const hover = board.getByTestId('hand').locator('button.matches').first();
      if (await hover.count()) await hover.hover();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${out}/koikoi-board-${lang}.png` });
    }
  } else if (s === 'decide') {
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/koikoi-dialog-${lang}.png` });
    shotDialog = true;
    await board.getByTestId('stop').click();
  } else if (s === 'summary') {
    await page.waitForTimeout(500);
    if (!shotSummary) await page.screenshot({ path: `${out}/koikoi-summary-${lang}.png` });
    shotSummary = shotSummary || shotDialog;
    await board.getByTestId('next-month').click();
  } else await page.waitForTimeout(250);
}
console.log({ turns, shotDialog, shotSummary });
await browser.close();
await server.close();
