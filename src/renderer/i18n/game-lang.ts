import type { Lang, Localized } from '../../framework/game';
import { langOf } from '../../plugin-api/ui/lang';

/** The app language as the games' data is keyed: the app and the games speak the same languages. */
export const gameLang = (locale: string): Lang => langOf(locale);

/** A game's text in the app language. */
export const localize = (text: Localized, locale: string): string => text[langOf(locale)];
