/** Names of opponents and presets as the records store them ("hard", "human"; a preset id or null for custom rules). */
import type { AnyGame, Lang } from '../../framework/game';

type T = (key: string, params?: Record<string, unknown>) => string;
type Te = (key: string) => boolean;

export function opponentLabel(opponent: string, t: T, te: Te): string {
  if (opponent === 'human') return t('newGame.twoPlayers');
  const level = te(`newGame.levels.${opponent}`) ? t(`newGame.levels.${opponent}`) : opponent;
  return t('play.computerLevel', { level });
}

export function presetLabel(game: AnyGame | undefined, preset: string | null, lang: Lang, t: T): string {
  if (preset === null) return t('newGame.custom');
  return game?.presets.find((p) => p.id === preset)?.label[lang] ?? preset;
}
