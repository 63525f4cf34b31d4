/**
 * Walking the screens: `Sight` stops at a state, looks at it at each window size (switched in place) once
 * the page has settled, and keeps every finding with where it was seen; `expectNothingSeen` fails the test
 * listing them all. Settling is a state, never a wait of fixed length: fonts loaded, no computer thinking,
 * no animation running, and the page unchanged for a few frames.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from '../harness';
import { root } from '../harness-target';
import { settled } from '../support/drive';
import { lookAtPage, type Finding, type StopSpec } from './checks';

export const SIZES = [
  [960, 640],
  [1280, 820],
  [1920, 1080],
] as const;
export type Size = (typeof SIZES)[number];
export const LANGS = ['en', 'ja', 'de'] as const;
export type Lang = (typeof LANGS)[number];

const sizeName = ([w, h]: readonly [number, number]): string => `${w}×${h}`;

/** Where a run keeps what it saw: findings.jsonl, one line per stop (scripts can group them). */
export const RUN_DIR = join(root, `test-results/sight-${process.env.E2E_RUN_ID}`);

/** Every screenshot of a run, beside its results (each shot state at each size and language). */
const SHOT_DIR = join(RUN_DIR, 'screenshots');
/**
 * With UPDATE_SCREENSHOTS=1 a selection goes to docs/screenshots for the README: every shot state at
 * 1280×820 in English, and the tables in mid-game at every size in English and Japanese.
 */
const DOCS_DIR = join(root, 'docs/screenshots');
const forDocs = (shot: string, size: Size, lang: Lang): boolean =>
  !!process.env.UPDATE_SCREENSHOTS && ((lang === 'en' && size[0] === 1280) || (/-mid$/.test(shot) && lang !== 'de'));

/** What the checks learnt about the machine's fonts (which family draws which character), kept across pages. */
const glyphsKnown: Record<string, boolean> = {};

export class Sight {
  /** Every finding so far, one line each: where, what kind, which element, what is wrong. */
  readonly seen: string[] = [];
  /** Stops looked at (a state at one size). */
  stops = 0;
  private size: readonly [number, number] | null = null;
  private shots = 0;

  constructor(
    readonly page: Page,
    readonly lang: Lang,
    readonly screen: string,
    private readonly info: TestInfo,
  ) {}

  /**
   * Looks at the current state at every size (`sizes`, all three unless told), starting with the size the
   * window has, so a walk switches the window once less per state. `shot` keeps a screenshot of each size.
   */
  async look(state: string, spec: StopSpec, options: { sizes?: readonly Size[]; shot?: string | false } = {}): Promise<Finding[]> {
    const sizes = [...(options.sizes ?? SIZES)];
    const current = this.size;
    const i = current ? sizes.findIndex(([w, h]) => w === current[0] && h === current[1]) : -1;
    if (i > 0) sizes.unshift(...sizes.splice(i, 1));
    else if (i < 0 && current && sizes.length > 1 && sizes.at(-1)![0] === current[0]) sizes.reverse();
    const all: Finding[] = [];
    for (const size of sizes) {
      if (!this.size || this.size[0] !== size[0] || this.size[1] !== size[1]) {
        await this.page.setViewportSize({ width: size[0], height: size[1] });
        this.size = size;
      }
      const t0 = Date.now();
      // A board comes in its game's own chunk, which may still be on its way while the page is otherwise
      // still: the state is the board shown. One that never shows is reported as missing below.
      if (spec.board) await this.page.locator(spec.board).first().waitFor({ timeout: 30_000 }).catch(() => undefined);
      // Half a minute: on a loaded two-core machine a font subset has taken more than 15 s to arrive.
      await settled(this.page, 30_000);
      const t1 = Date.now();
      const { findings, learned } = await this.page.evaluate(lookAtPage, { spec, known: glyphsKnown });
      Object.assign(glyphsKnown, learned);
      if (process.env.SIGHT_DEBUG) console.log(`[sight] ${state} ${sizeName(size)}: settled in ${t1 - t0} ms, looked in ${Date.now() - t1} ms`);
      this.stops += 1;
      const where = `${this.screen} · ${state} · ${sizeName(size)} · ${this.lang}`;
      for (const f of findings) {
        // Printed as found as well: if the test then fails on something else, the log still says what was seen.
        this.seen.push(`${where}: [${f.kind}] ${f.what} — ${f.detail}`);
        console.log(`[sight] found: ${this.seen.at(-1)}`);
      }
      mkdirSync(RUN_DIR, { recursive: true });
      appendFileSync(
        join(RUN_DIR, 'findings.jsonl'),
        `${JSON.stringify({ screen: this.screen, state, size: sizeName(size), lang: this.lang, findings })}\n`,
      );
      all.push(...findings);
      if (options.shot) {
        const name = `sight-${options.shot}-${sizeName(size).replace('×', 'x')}-${this.lang}.png`;
        mkdirSync(SHOT_DIR, { recursive: true });
        await this.page.screenshot({ path: join(SHOT_DIR, name) });
        if (forDocs(options.shot, size, this.lang)) await this.page.screenshot({ path: join(DOCS_DIR, name) });
      } else if (findings.length > 0 && this.shots < 12) {
        // A picture of what was found, for whoever fixes it. The findings fail the test whether or not the
        // picture comes: a loaded headless Chromium has hung a screenshot for its whole half minute (CI, stop
        // 33), and the error then hid what had been found.
        this.shots += 1;
        const path = this.info.outputPath(`found-${this.shots}-${state.replace(/[^a-z0-9]+/gi, '-')}-${sizeName(size).replace('×', 'x')}.png`);
        await this.page.screenshot({ path, timeout: 15_000 }).catch((e: Error) => console.log(`[sight] no picture of ${where}: ${e.message.split('\n')[0]}`));
      }
    }
    return all;
  }

  /** The window's current size (the walk may need to act at a known size, e.g. to reach a button). */
  async resize(size: Size): Promise<void> {
    await this.page.setViewportSize({ width: size[0], height: size[1] });
    this.size = size;
  }

  /** Fails the test with every finding of the walk, or passes when there were none. */
  expectNothingSeen(): void {
    const summary = `${this.screen} (${this.lang}): ${this.stops} stops, ${this.seen.length} findings`;
    console.log(`[sight] ${summary}`);
    this.info.annotations.push({ type: 'sight', description: summary });
    const shown = this.seen.slice(0, 150);
    const more = this.seen.length > shown.length ? `\n… and ${this.seen.length - shown.length} more in ${join(RUN_DIR, 'findings.jsonl')}` : '';
    expect(shown, `${summary}:\n${shown.join('\n')}${more}`).toEqual([]);
  }
}
