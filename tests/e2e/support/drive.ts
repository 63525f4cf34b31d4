/**
 * Drives a game against the computer from the launcher by clicking, as a player would: used by the layout
 * spec, the sight check and the screenshot tools to reach a table in mid-game. Works in every language (test
 * ids only). Every helper waits for a state, never for a fixed time, and throws when it cannot do what it was
 * asked (a turn that never comes, a click that changes nothing, a target never reached): the test fails there.
 */
import type { Locator, Page } from '@playwright/test';

export type GameId = 'koikoi' | 'hanamikoji' | 'hana-awase';

const ACTION_CARDS: Record<string, number> = { secret: 1, tradeoff: 2, gift: 3, competition: 4 };
/** How long the computer may think, or a click take to land, before a helper gives up (and fails the test). */
const PATIENCE_MS = 30_000;

/** Opens the new-game panel of a game from the launcher and starts it against the computer. */
export async function startAgainstComputer(page: Page, game: GameId): Promise<void> {
  await page.locator('[data-nav="launcher"]').click();
  await page.locator(`article[data-game="${game}"] button.play`).click();
  await page.getByTestId('new-game-panel').getByTestId('start').click();
  await page.getByTestId(`${game}-board`).waitFor();
}

/** What the person at the table can act on when it is their turn (a summary to close counts). */
export function actionable(page: Page, game: GameId): Locator {
  const board = page.getByTestId(`${game}-board`);
  if (game === 'koikoi')
    return board.locator(
      '[data-testid="next-month"], [data-testid="koikoi-dialog"] [data-testid="stop"], [data-testid="field"] button.pick, [data-testid="hand"] button:not([disabled])',
    );
  if (game === 'hana-awase')
    return board.locator('[data-testid="next-round"], [data-testid="field"] button.pick, [data-testid="draw-button"]:not([disabled]), [data-testid="hand"] button:not([disabled])');
  return board.locator('[data-testid="next-round"], [data-testid="offer"] button:not([disabled]), [data-action]:not([disabled])');
}

/** Waits until the person has something to do (the computer may be thinking); throws if that never comes. */
export async function yourTurn(page: Page, game: GameId, timeout = PATIENCE_MS): Promise<void> {
  await actionable(page, game).first().waitFor({ timeout });
}

/** The table's progress as the page shows it: the log's length and which summary, dialog or hand-off screen is open. */
async function progress(page: Page): Promise<string> {
  return page.evaluate(() => {
    const lines = document.querySelectorAll('.play .log .lines > li').length;
    const open = ['month-summary', 'round-summary', 'koikoi-dialog', 'game-summary', 'end-title', 'handoff']
      .filter((id) => document.querySelector(`[data-testid="${id}"]`))
      .join(',');
    return `${lines}|${open}`;
  });
}

/** Runs `act` and waits until the table shows its effect (a move logged, a summary closed); throws if it never does. */
async function changes(page: Page, what: string, act: () => Promise<void>): Promise<void> {
  const before = await progress(page);
  await act();
  try {
    await page.waitForFunction(
      (before) => {
        const lines = document.querySelectorAll('.play .log .lines > li').length;
        const open = ['month-summary', 'round-summary', 'koikoi-dialog', 'game-summary', 'end-title', 'handoff']
          .filter((id) => document.querySelector(`[data-testid="${id}"]`))
          .join(',');
        return `${lines}|${open}` !== before;
      },
      before,
      // Polled by the clock: a headless Chromium on a loaded machine gives a page few animation frames.
      { timeout: PATIENCE_MS, polling: 40 },
    );
  } catch (e) {
    throw new Error(`${what} changed nothing on the table within ${PATIENCE_MS} ms`, { cause: e });
  }
}

/**
 * Does what the Koi-Koi board asks of the person now — closes a month's summary, stops at a koi-koi decision,
 * takes a field card for the drawn one, or plays a hand card (one that captures first, then its first match) —
 * and waits until it shows. Throws when there is nothing to do.
 */
export async function koikoiStep(page: Page): Promise<void> {
  const board = page.getByTestId('koikoi-board');
  const first = async (selector: string): Promise<Locator | null> => {
    const target = board.locator(selector).first();
    return (await target.count()) > 0 ? target : null;
  };
  const next = (await first('[data-testid="next-month"]')) ?? (await first('[data-testid="koikoi-dialog"] [data-testid="stop"]')) ?? (await first('[data-testid="field"] button.pick'));
  if (next) {
    await changes(page, 'a Koi-Koi click', () => next.click());
    return;
  }
  const card = (await first('[data-testid="hand"] button.matches:not([disabled])')) ?? (await first('[data-testid="hand"] button:not([disabled])'));
  if (!card) throw new Error('koikoiStep: the Koi-Koi board asks nothing of the player now');
  await changes(page, 'playing a Koi-Koi card', async () => {
    await card.click();
    // With two matches on the field the card is only chosen: it waits for the player to pick one of them.
    if ((await board.locator('[data-testid="hand"] button[aria-pressed="true"]').count()) > 0) {
      await board.locator('[data-testid="field"] button.pick').first().click();
    }
  });
}

/** Takes one Hanamikoji action by clicking: an action marker, its cards (the leftmost), a split if asked, Confirm. */
export async function takeAction(board: Locator): Promise<string> {
  const marker = board.locator('[data-action]:not([disabled])').first();
  const action = (await marker.getAttribute('data-action')) as string;
  await marker.click();
  const cards = board.getByTestId('hand').getByRole('button');
  for (let i = 0; i < (ACTION_CARDS[action] ?? 1); i++) await cards.nth(i).click();
  const confirm = board.getByTestId('confirm');
  const split = board.getByRole('radio').first();
  // A Competition of four cards may ask how to split them before Confirm is enabled.
  await confirm.and(board.locator('button:enabled')).or(split).first().waitFor({ timeout: PATIENCE_MS });
  if (await split.isVisible()) await split.click();
  await confirm.click();
  return action;
}

/**
 * Does what the Hanamikoji board asks of the person now — closes a round's summary, picks from an offer, or
 * takes an action — and waits until it shows. Throws when there is nothing to do.
 */
export async function hanamikojiStep(page: Page): Promise<void> {
  const board = page.getByTestId('hanamikoji-board');
  const next = board.getByTestId('next-round');
  if (await next.isVisible()) return changes(page, 'closing the round summary', () => next.click());
  const picks = board.getByTestId('offer').locator('button:not([disabled])');
  if ((await picks.count()) > 0) return changes(page, 'picking from an offer', () => picks.first().click());
  if ((await board.locator('[data-action]:not([disabled])').count()) === 0) throw new Error('hanamikojiStep: the Hanamikoji board asks nothing of the player now');
  await changes(page, 'taking an action', async () => {
    await takeAction(board);
  });
}

/**
 * Does what the Hana-awase board asks of the person now — closes a round's summary, takes a field card (for the
 * turned card, or for a hand card that matches two), turns the pile's top card in the two-player run-out, or
 * plays a hand card (one that captures first) — and waits until it shows. Throws when there is nothing to do.
 */
export async function hanaAwaseStep(page: Page): Promise<void> {
  const board = page.getByTestId('hana-awase-board');
  const first = async (selector: string): Promise<Locator | null> => {
    const target = board.locator(selector).first();
    return (await target.count()) > 0 ? target : null;
  };
  const next =
    (await first('[data-testid="next-round"]')) ?? (await first('[data-testid="field"] button.pick')) ?? (await first('[data-testid="draw-button"]:not([disabled])'));
  if (next) return changes(page, 'a Hana-awase click', () => next.click());
  const card = (await first('[data-testid="hand"] button.matches:not([disabled])')) ?? (await first('[data-testid="hand"] button:not([disabled])'));
  if (!card) throw new Error('hanaAwaseStep: the Hana-awase board asks nothing of the player now');
  await changes(page, 'playing a Hana-awase card', async () => {
    await card.click();
    // A card matching two field cards is only chosen: it waits for the player to pick one of them.
    if ((await board.locator('[data-testid="hand"] button[aria-pressed="true"]').count()) > 0) {
      await board.locator('[data-testid="field"] button.pick').first().click();
    }
  });
}

const STEPS: Record<GameId, (page: Page) => Promise<void>> = { koikoi: koikoiStep, hanamikoji: hanamikojiStep, 'hana-awase': hanaAwaseStep };
const step = (page: Page, game: GameId): Promise<void> => STEPS[game](page);

/** Plays on until `selector` shows on the page (a summary, the end screen); throws after `maxDecisions` without it. */
export async function playUntil(page: Page, game: GameId, selector: string, maxDecisions = 200): Promise<void> {
  const target = page.locator(selector).first();
  for (let done = 0; ; done++) {
    await target.or(actionable(page, game).first()).first().waitFor({ timeout: PATIENCE_MS });
    if (await target.isVisible()) return;
    if (done >= maxDecisions) throw new Error(`playUntil: ${selector} did not show in ${maxDecisions} decisions of ${game}`);
    await step(page, game);
  }
}

/** Plays the person's next `turns` decisions, waiting for the computer in between, and then for it to finish thinking. */
export async function playTurns(page: Page, game: GameId, turns: number): Promise<void> {
  for (let done = 0; done < turns; done++) {
    await yourTurn(page, game);
    await step(page, game);
  }
  await page.getByTestId('thinking').waitFor({ state: 'detached', timeout: PATIENCE_MS });
}

/** How long the DOM must stay unchanged for the page to count as still. */
const QUIET_MS = 120;

/** How long past its end, by the clock, a finite animation may still report itself running before it is finished off. */
const OVERDUE_MS = 2_000;

/**
 * Waits until the page shows a settled state: the web fonts it asked for loaded, no "thinking…", no finite
 * animation or transition running, and no change to the DOM for QUIET_MS (counted from now). Throws after
 * `timeout`, saying what kept the page from settling.
 *
 * Time, not animation frames, measures the quiet: headless Chromium on a loaded machine has stopped giving a
 * page frames for half a minute after a resize, with the page itself long still.
 */
export async function settled(page: Page, timeout = 15_000): Promise<void> {
  const token = `${Date.now()}-${Math.random()}`;
  try {
    await page.waitForFunction(
      ({ token, quiet, overdue }) => {
        type Watch = { changedAt: number; token: string; since: number; last: string[] };
        const w = window as unknown as { __settleWatch?: Watch };
        let s = w.__settleWatch;
        if (!s) {
          const watch: Watch = { changedAt: performance.now(), token: '', since: 0, last: [] };
          s = watch;
          w.__settleWatch = watch;
          // The last few changes are kept to say, when the page never settles, what kept changing.
          const describe = (m: MutationRecord): string => {
            const el = m.target instanceof Element ? m.target : m.target.parentElement;
            const id = el?.getAttribute('data-testid');
            const where = el ? `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${[...el.classList].map((c) => `.${c}`).join('')}` : '?';
            return `${m.type}${m.attributeName ? ` ${m.attributeName}` : ''} on ${where}`;
          };
          new MutationObserver((records) => {
            watch.changedAt = performance.now();
            watch.last = [...watch.last, ...records.map(describe)].slice(-5);
          }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        }
        const now = performance.now();
        if (s.token !== token) {
          s.token = token;
          s.since = now;
          return false;
        }
        if (now - s.since < quiet || now - s.changedAt < quiet) return false;
        if (document.fonts.status !== 'loaded') return false;
        if (document.querySelector('[data-testid="thinking"]')) return false;
        // A finite animation counts as over once the clock has run past its end, even if no frame has shown it
        // ending: a loaded headless Chromium has given a still page no frame for half a minute, leaving a
        // 150 ms transition "running" (CI, stop 31). finish() puts it in the end state it was heading for,
        // which is what a person sees a moment later and what the screenshot then paints.
        const seen = ((w as unknown as { __settleSeen?: WeakMap<Animation, number> }).__settleSeen ??= new WeakMap());
        let running = false;
        for (const a of document.getAnimations()) {
          const timing = a.effect?.getComputedTiming();
          if (a.playState !== 'running' || timing?.iterations === Infinity) continue;
          const first = seen.get(a) ?? now;
          seen.set(a, first);
          const length = Number(timing?.endTime ?? 0);
          if (now - first > length + overdue) a.finish();
          else running = true;
        }
        return !running;
      },
      { token, quiet: QUIET_MS, overdue: OVERDUE_MS },
      { polling: 40, timeout },
    );
  } catch (e) {
    const why = await page
      .evaluate(() => {
        const s = (window as unknown as { __settleWatch?: { changedAt: number; since: number; last: string[] } }).__settleWatch;
        const now = performance.now();
        const running = document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => ('animationName' in a ? String(a.animationName) : 'transitionProperty' in a ? `transition ${String(a.transitionProperty)}` : 'animation'));
        return [
          `fonts ${document.fonts.status}`,
          `watched ${s ? Math.round(now - s.since) : '?'} ms, the last change ${s ? Math.round(now - s.changedAt) : '?'} ms ago`,
          `changes: ${s?.last.join('; ') || 'none'}`,
          `thinking: ${document.querySelector('[data-testid="thinking"]') ? 'yes' : 'no'}`,
          `running: ${running.join(', ') || 'none'}`,
        ].join('; ');
      })
      .catch(() => 'the page could not be asked');
    throw new Error(`the page did not settle within ${timeout} ms (${why})`, { cause: e });
  }
}

/**
 * Reads `read()` once the page has settled (the computer's last move, or a capture's animation, may still be
 * landing when the player's turn lights up). Throws if the page never settles.
 */
export async function whenStill<T>(page: Page, read: () => Promise<T>, timeout = 15_000): Promise<T> {
  await settled(page, timeout);
  return read();
}
