/** Display names of the seats, shared by the launcher's Continue cards and the play screen. */
import type { SaveMeta } from '../../framework/save';

type T = (key: string, params?: Record<string, unknown>) => string;
type Te = (key: string) => boolean;

const levelLabel = (level: string, t: T, te: Te): string =>
  te(`newGame.levels.${level}`) ? t(`newGame.levels.${level}`) : level;

export function seatNames(seats: SaveMeta['seats'], t: T, te: Te): [string, string] {
  const hotSeat = seats.every((s) => s.kind === 'human');
  const name = (i: 0 | 1): string => {
    const seat = seats[i];
    if (seat.kind === 'bot') return t('play.computerLevel', { level: levelLabel(seat.level ?? 'random', t, te) });
    return hotSeat ? t('play.player', { n: i + 1 }) : t('play.you');
  };
  return [name(0), name(1)];
}

/** "Computer (Normal)" or "Player 2" — who the human at the screen plays against. */
export function opponentName(seats: SaveMeta['seats'], t: T, te: Te): string {
  const hotSeat = seats.every((s) => s.kind === 'human');
  if (hotSeat) return t('newGame.twoPlayers');
  const bot = seats.find((s) => s.kind === 'bot');
  return t('play.computerLevel', { level: levelLabel(bot?.level ?? 'random', t, te) });
}
