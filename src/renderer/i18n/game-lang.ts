import type { Localized } from '../../framework/game';
import { langOf } from '../../plugin-api/ui/lang';

/** A game's text in the app language. */
export const localize = (text: Localized, locale: string): string => text[langOf(locale)];
