/**
 * A hanafuda table's words, shared by a board and its parts: the game's own messages (under games.<id>.),
 * the app's language, card names. Each game calls it with its id (its ui/table-text.ts); a shared part is
 * told the game by its board (the `game` prop).
 */
import { useI18n } from 'vue-i18n';
import { useGameLang } from '../../../../src/plugin-api/ui/lang';
import { cardLabel } from './labels';

export function useTableText(game: string) {
  const { t } = useI18n();
  const prefix = `games.${game}.`;
  const k = (key: string, params: Record<string, unknown> = {}): string => t(`${prefix}${key}`, params);
  /** A message with plural forms, chosen by `n` (also passed as {n}). */
  const kn = (key: string, n: number, params: Record<string, unknown> = {}): string => t(`${prefix}${key}`, { n, ...params }, n);
  const lang = useGameLang();
  const label = (id: string): string => cardLabel(id, lang.value);
  return { t, k, kn, lang, label };
}
