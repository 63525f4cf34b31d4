/**
 * Putting the app in a state for the sight check: settings, history, a saved game on the table, all through
 * the web build's localStorage, then a reload; and the words of each language the checks look for.
 */
import type { Page } from '@playwright/test';
import en from '../../../src/renderer/i18n/en';
import ja from '../../../src/renderer/i18n/ja';
import de from '../../../src/renderer/i18n/de';
import type { Lang } from './walk';
import { drawn } from '../harness';

const MESSAGES = { en, ja, de } as const;

/** "Player 1" and "Player 2" as the language writes them: never on a screen of a game against the computer. */
export function playerNumbers(lang: Lang): string[] {
  const pattern = MESSAGES[lang].play.player;
  return [1, 2].map((n) => pattern.replace('{n}', String(n)));
}

export interface Seeded {
  language: Lang;
  /** The games' own settings (e.g. Hanamikoji's card face). */
  games?: Record<string, Record<string, unknown>>;
  history?: unknown;
  statistics?: unknown;
  /** A match in progress, put on the table: its game's save slot, and the table reopened on load. */
  table?: { gameId: string; save: unknown };
  /** The match is only saved, not on the table: the app opens on the launcher with a Continue card. */
  saved?: boolean;
}

/** Clears the profile's storage, writes the given documents, and reloads into them. */
export async function openWith(page: Page, seeded: Seeded): Promise<void> {
  await page.evaluate((s) => {
    localStorage.clear();
    localStorage.setItem('hanafuda-table:settings', JSON.stringify({ version: 2, language: s.language, animationSpeed: 'off', games: s.games ?? {} }));
    if (s.history) localStorage.setItem('hanafuda-table:history', JSON.stringify(s.history));
    if (s.statistics) localStorage.setItem('hanafuda-table:statistics', JSON.stringify(s.statistics));
    if (s.table) {
      localStorage.setItem(`hanafuda-table:save:${s.table.gameId}`, JSON.stringify(s.table.save));
      if (!s.saved) localStorage.setItem('hanafuda-table.on-table', s.table.gameId);
    }
  }, seeded as unknown as Seeded);
  await page.reload();
  await page.waitForFunction((lang) => document.documentElement.lang === lang && !!document.querySelector('[data-nav="launcher"]'), seeded.language);
  // Shown, not only mounted: the app stays transparent until its first screen's faces are in.
  await drawn(page);
}
