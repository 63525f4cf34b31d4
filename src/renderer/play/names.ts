/** Display names of the seats, shared by the launcher's Continue cards and the play screen. */
import type { Lang } from '../../framework/game';
import type { SaveMeta } from '../../framework/save';
import { levelLabel } from '../plugins/index';

type T = (key: string, params?: Record<string, unknown>) => string;

/**
 * Every seat's name, by seat: "You" and "Computer (Easy)"; with more than one person at the screen the
 * people are "Player 1", "Player 2"… by seat, as nobody there is "you". Two computers of the same level
 * are told apart by their seats ("Computer (Easy) · seat 2"), so the header, the log and the records never
 * name two seats alike.
 */
export function seatNames(gameId: string, seats: SaveMeta['seats'], t: T, lang: Lang): string[] {
  const hotSeat = seats.filter((s) => s.kind === 'human').length > 1;
  const plain = seats.map((seat, i) => {
    if (seat.kind === 'bot') return t('play.computerLevel', { level: levelLabel(gameId, seat.level ?? 'random', lang) });
    return hotSeat ? t('play.player', { n: i + 1 }) : t('play.you');
  });
  return plain.map((name, i) => (plain.indexOf(name) !== plain.lastIndexOf(name) ? t('play.computerSeat', { name, n: i + 1 }) : name));
}

/**
 * Who the person at the screen plays against: "Computer (Normal)", "Computer (Easy, Hard)" at a larger
 * table, or the people sharing the screen ("Two people, one screen", "3 people, one screen").
 */
export function opponentName(gameId: string, seats: SaveMeta['seats'], t: T, lang: Lang): string {
  const people = seats.filter((s) => s.kind === 'human').length;
  if (people >= 2) return seats.length === 2 ? t('newGame.twoPlayers') : t('newGame.people', { n: people });
  const levels = seats.filter((s) => s.kind === 'bot').map((s) => levelLabel(gameId, s.level ?? 'random', lang));
  return t('play.computerLevel', { level: levels.join(', ') });
}
