/** The language a game's components read the game's own data in (card, yaku and month names): the app's. */
import { computed, type ComputedRef } from 'vue';
import { useI18n } from 'vue-i18n';
import { isLang, type Lang } from '../../framework/game';

/** The app's languages are the games' languages, so this only names vue-i18n's locale as one of them. */
export function langOf(locale: string): Lang {
  if (!isLang(locale)) throw new Error(`"${locale}" is not a language of the app`);
  return locale;
}

export function useGameLang(): ComputedRef<Lang> {
  const { locale } = useI18n({ useScope: 'global' });
  return computed(() => langOf(locale.value));
}
