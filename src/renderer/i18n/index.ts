/**
 * vue-i18n with the shell's messages plus every game's ui/i18n.ts mounted under `games.<id>.`.
 * vue-i18n 11 compiles messages to an AST interpreted at run time (no eval), so it works under our CSP.
 */
import { createI18n } from 'vue-i18n';
import en from './en';
import ja from './ja';
import learn from './learn';
import records from './records';
import review from './review';
import transfer from './transfer';
import practiceMistakes from './practice-mistakes';
import guide from './guide';
import type { Lang } from '../bridge/types';

type Messages = Record<string, unknown>;

const gameModules = import.meta.glob<{ default: Partial<Record<Lang, Messages>> }>('../../../games/*/ui/i18n.ts', {
  eager: true,
});

/** `games.<id>.…` messages per language, from the game plugins' ui/i18n.ts files. */
export function gameMessages(modules: Record<string, { default: Partial<Record<Lang, Messages>> }> = gameModules): Record<Lang, Messages> {
  const out: Record<Lang, Messages> = { en: {}, ja: {} };
  for (const [path, mod] of Object.entries(modules)) {
    const id = /games\/([^/]+)\/ui\/i18n\.ts$/.exec(path)?.[1];
    if (!id || !mod.default) continue;
    for (const lang of ['en', 'ja'] as const) out[lang][id] = mod.default[lang] ?? {};
  }
  return out;
}

export function createAppI18n(locale: Lang = 'en') {
  const games = gameMessages();
  return createI18n({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    missingWarn: false,
    fallbackWarn: false,
    messages: {
      en: { ...en, ...records.en, learn: learn.en, review: review.en, transfer: transfer.en, practiceMistakes: practiceMistakes.en, guide: guide.en, games: games.en },
      ja: { ...ja, ...records.ja, learn: learn.ja, review: review.ja, transfer: transfer.ja, practiceMistakes: practiceMistakes.ja, guide: guide.ja, games: games.ja },
    },
  });
}

export type AppI18n = ReturnType<typeof createAppI18n>;
