/**
 * vue-i18n with the shell's messages plus every game's messages (from its UI manifest) mounted under `games.<id>.`.
 * vue-i18n 11 compiles messages to an AST interpreted at run time (no eval), so it works under our CSP.
 */
import { createI18n } from 'vue-i18n';
import en from './en';
import ja from './ja';
import de from './de';
import learn from './learn';
import records from './records';
import review from './review';
import transfer from './transfer';
import practiceMistakes from './practice-mistakes';
import guide from './guide';
import type { Lang } from '../bridge/types';
import type { GameMessages } from '../../plugin-api/manifest';
import { manifests } from '../plugins/manifests';

type Messages = Record<string, unknown>;

/** `games.<id>.…` messages per language, from the games' UI manifests. */
export function gameMessages(byGame: Readonly<Record<string, GameMessages | undefined>> = messagesOfGames()): Record<Lang, Messages> {
  const out: Record<Lang, Messages> = { en: {}, ja: {}, de: {} };
  for (const [id, messages] of Object.entries(byGame)) {
    const byLang = messages as Readonly<Record<string, Messages | undefined>> | undefined;
    for (const lang of Object.keys(out) as Lang[]) out[lang][id] = byLang?.[lang] ?? {};
  }
  return out;
}

const messagesOfGames = (): Record<string, GameMessages | undefined> =>
  Object.fromEntries(Object.entries(manifests).map(([id, ui]) => [id, ui.messages]));

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
      de: { ...de, ...records.de, learn: learn.de, review: review.de, transfer: transfer.de, practiceMistakes: practiceMistakes.de, guide: guide.de, games: games.de },
    },
  });
}
