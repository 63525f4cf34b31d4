/** The table's words, shared by the board and its parts: names of geishas, items and actions, and their labels. */
import { useI18n } from 'vue-i18n';
import type { PlayerId } from '../../../src/framework/game';
import { CHARM, type Action, type Geisha } from '../cards';

export function useTableText() {
  const { t } = useI18n();
  const k = (key: string, params: Record<string, unknown> = {}): string => t(`games.hanamikoji.${key}`, params);
  /** A message that counts `n` of something ("one card", "{n} cards"): vue-i18n chooses the plural form. */
  const kn = (key: string, n: number, params: Record<string, unknown> = {}): string => t(`games.hanamikoji.${key}`, { ...params, n }, n);
  const geishaName = (g: Geisha): string => k(`geisha.${g}`);
  const itemName = (g: Geisha): string => k(`item.${g}`);
  const itemLabel = (g: Geisha): string => k('itemLabel', { letter: g, item: itemName(g), name: geishaName(g), charm: CHARM[g] });
  const actionName = (a: Action): string => k(`actions.${a}`);
  /** An action marker as a screen reader hears it: the action, what it does, whether it is spent. */
  const markerLabel = (a: Action, used: boolean): string =>
    k('actionLabel', { action: actionName(a), help: k(`actionHelp.${a}`), state: k(`actionState.${used ? 'used' : 'ready'}`) });
  return { t, k, kn, geishaName, itemName, itemLabel, actionName, markerLabel };
}

/**
 * How the board speaks of a seat: the viewer is "you" (with sentences of their own, as languages conjugate
 * for it), except when two people share the screen; any other seat by the name the table gives it.
 */
export const isYou = (seat: PlayerId, viewer: PlayerId, twoPlayer: boolean): boolean => seat === viewer && !twoPlayer;

/** The seats' colours: the viewer's indigo, the opponent's red. */
export const SEAT_COLOR = { mine: '#26345f', theirs: '#a3231b' } as const;
