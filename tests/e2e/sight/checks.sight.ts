/**
 * The sight check's own check: a plain page with one planted defect of each kind must be reported with
 * that kind, and the same page without the defect must not. A check that cannot see its defect fails here,
 * not silently in the walk.
 */
import { test, expect } from '../harness';
import { lookAtPage, type Finding, type StopSpec } from './checks';
import { settled } from '../support/drive';

const BOARD: StopSpec = {
  board: '#board',
  pieces: '[data-card]',
  cards: '#board [data-card]',
  minCardWidth: 52,
  noPageScroll: true,
  seats: { header: 'header', names: '#board .who' },
  forbidden: ['Player 1', 'Player 2'],
};

/** A board of two cards, named seats, in a window-sized page; `defect` is added inside `#board`. */
const page = (defect = '', header = 'You vs Computer (Easy)', boardStyle = ''): string => `<!doctype html>
  <style>
    html, body { margin: 0; font: 16px sans-serif; }
    #board { position: relative; width: 600px; height: 300px; overflow: hidden; background: #234; ${boardStyle} }
    .card { display: inline-block; width: 60px; height: 90px; margin: 8px; background: #eee; border: 1px solid #333; }
    .box { width: 200px; overflow: hidden; white-space: nowrap; background: #fff; }
  </style>
  <header>${header}</header>
  <div id="board">
    <p class="who">You</p><p class="who">Computer (Easy)</p>
    <div class="card" data-card="a"></div><div class="card" data-card="b"></div>
    ${defect}
  </div>`;

async function findingsOf(p: import('@playwright/test').Page, html: string, spec: StopSpec = BOARD): Promise<Finding[]> {
  await p.setViewportSize({ width: 960, height: 640 });
  await p.setContent(html);
  const { findings } = await p.evaluate(lookAtPage, { spec, known: {} });
  return findings;
}

const kinds = (fs: Finding[]): string[] => [...new Set(fs.map((f) => f.kind))].sort();

test('a clean board has no findings', async ({ page: p }) => {
  expect(await findingsOf(p, page())).toEqual([]);
});

test('a panel over a card is reported as covering it', async ({ page: p }) => {
  const cover = '<div style="position:absolute;left:0;top:60px;width:300px;height:120px;background:red"></div>';
  expect(kinds(await findingsOf(p, page(cover)))).toContain('covered');
});

test('a card under 52 px is reported as small', async ({ page: p }) => {
  expect(kinds(await findingsOf(p, page('<div class="card" data-card="c" style="width:40px"></div>')))).toContain('small-card');
});

test('text cut off by a box that hides its overflow is reported as clipped', async ({ page: p }) => {
  const long = '<div class="box">A caption far too long to fit in two hundred pixels of width</div>';
  expect(kinds(await findingsOf(p, page(long)))).toContain('clipped');
});

test('a box cut off at the bottom of the board is reported as clipped', async ({ page: p }) => {
  const tray = '<div style="height:200px;background:#fff;border:1px solid #000"></div>';
  const findings = await findingsOf(p, page(tray));
  expect(findings.filter((f) => f.kind === 'clipped' && f.detail.startsWith('box is cut off'))).toHaveLength(1);
});

test('a page taller than the window is reported where the page must not scroll', async ({ page: p }) => {
  expect(kinds(await findingsOf(p, page('', undefined, 'overflow: visible') + '<div style="height:2000px"></div>'))).toContain('page-scroll');
});

test('an element wider than the window is reported as off screen', async ({ page: p }) => {
  const wide = '<div style="width:1200px;height:30px;background:#fff"></div>';
  expect(kinds(await findingsOf(p, page() + wide, {}))).toContain('offscreen');
});

test('a seat the header does not name, and "Player 1", are reported', async ({ page: p }) => {
  const findings = await findingsOf(p, page('<p>Player 1 is playing…</p>', 'You vs Somebody'));
  expect(findings.filter((f) => f.kind === 'seat-name').map((f) => f.detail)).toEqual([
    expect.stringContaining('"Computer (Easy)"'),
    expect.stringContaining('"Player 1"'),
  ]);
});

test('text of a bar running under one of its buttons is reported as covered; beside them it is not', async ({ page: p }) => {
  const bar = (subtitle: string): string => `<!doctype html>
    <div id="bar" style="position:relative;width:400px;height:40px;font:16px sans-serif">
      <span>${subtitle}</span><button style="position:absolute;right:0;top:0;width:80px">Hint</button>
    </div>`;
  const spec: StopSpec = { bar: '#bar' };
  expect(await findingsOf(p, bar('You vs Computer'), spec)).toEqual([]);
  const findings = await findingsOf(p, bar('You vs Computer (Easy) · seat 2 vs Computer (Easy) · seat 3 vs Computer'), spec);
  expect(findings.filter((f) => f.kind === 'covered').map((f) => f.detail)).toEqual([expect.stringContaining('runs under the button')]);
});

test('a character no font on the page draws is reported as tofu', async ({ page: p }) => {
  // U+E000 is in the private use area: no installed or shipped font draws it.
  expect(kinds(await findingsOf(p, page('<p>\uE000\uE001</p>')))).toContain('tofu');
});

test('a dialog the state does not call for is reported; the one it calls for is not', async ({ page: p }) => {
  const dialog = '<div role="dialog" data-testid="summary" style="position:absolute;inset:20px;background:#fff">Month 1</div>';
  expect(kinds(await findingsOf(p, page(dialog)))).toContain('dialog');
  expect(await findingsOf(p, page(dialog), { ...BOARD, dialog: '[data-testid="summary"]' })).toEqual([]);
});

test('a transition no frame moves on is finished by the clock, in the state it was heading for', async ({ page: p }) => {
  await p.setContent('<div id="box" style="width:50px;height:50px;background:rgb(0,0,255);transition:background-color 150ms"></div>');
  // Playback rate 0 freezes every animation while it still reports itself running: the page a loaded
  // headless Chromium leaves without frames.
  const cdp = await p.context().newCDPSession(p);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  await p.evaluate(() => {
    const box = document.getElementById('box')!;
    void getComputedStyle(box).backgroundColor; // the blue start, so that the change below transitions
    box.style.backgroundColor = 'rgb(255, 0, 0)';
  });
  expect(await p.evaluate(() => document.getAnimations().map((a) => a.playState))).toEqual(['running']);
  await settled(p, 10_000);
  expect(await p.evaluate(() => document.getAnimations().length)).toBe(0);
  expect(await p.evaluate(() => getComputedStyle(document.getElementById('box')!).backgroundColor)).toBe('rgb(255, 0, 0)');
});
