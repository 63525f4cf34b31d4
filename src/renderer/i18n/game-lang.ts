import type { Lang as GameLang, Localized } from '../../framework/game';

/**
 * The language to read a game's own data in (titles, presets, option labels, level names). Games declare
 * English and Japanese so far, so every other app language reads their English.
 */
export function gameLang(locale: string): GameLang {
  return locale === 'ja' ? 'ja' : 'en';
}

/** A game's text in the app language, or in English where the game has none in it. */
export function localize(text: Localized, locale: string): string {
  return text[gameLang(locale)];
}
