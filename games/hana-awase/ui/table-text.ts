/** The table's words, shared by the board and its parts: the game's messages, the app's language, card names. */
import { useI18n } from 'vue-i18n';
import { useGameLang } from '../../../src/plugin-api/ui/lang';
import { cardLabel } from './labels';

const PREFIX = 'games.hana-awase.';

export function useTableText() {
  const { t } = useI18n();
  const k = (key: string, params: Record<string, unknown> = {}): string => t(`${PREFIX}${key}`, params);
  /** A message with plural forms, chosen by `n` (also passed as {n}). */
  const kn = (key: string, n: number, params: Record<string, unknown> = {}): string => t(`${PREFIX}${key}`, { n, ...params }, n);
  const lang = useGameLang();
  const label = (id: string): string => cardLabel(id, lang.value);
  return { t, k, kn, lang, label };
}
