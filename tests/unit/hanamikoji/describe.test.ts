import { describe, expect, it } from 'vitest';
import hanamikoji from '../../../games/hanamikoji';
import { describeEvent } from '../../../games/hanamikoji/describe';
import type { HanamikojiMove } from '../../../games/hanamikoji/moves';
import { apply } from '../../../games/hanamikoji/rules';
import { viewFor } from '../../../games/hanamikoji/view';
import { publicEvent } from '../../../src/framework/event-log';
import type { Lang } from '../../../src/framework/game';
import { cards, stateWith } from './helpers';

const s = stateWith({ hands: [cards('ADGBBCE'), cards('BCDEFG')] });
/** The move's log line as `viewer` reads it: told from the public event and the viewer's two views. */
const line = (before: typeof s, move: HanamikojiMove, viewer: 0 | 1, lang: Lang = 'en', names?: readonly [string, string]) => {
  const after = apply(before, move);
  const event = publicEvent(hanamikoji, 0, before, move, after, viewer);
  return describeEvent(event, viewFor(before, viewer), viewFor(after, viewer), viewer, lang, names);
};

describe('game log lines', () => {
  it('tells the opponent only that a card went face down for a Secret', () => {
    expect(line(s, { type: 'secret', card: 'G' }, 1)).toBe('Opponent played a card face down (Secret)');
    expect(line(s, { type: 'secret', card: 'G' }, 1, 'ja')).not.toContain('G');
  });

  it('names the card to the player who kept it', () => {
    expect(line(s, { type: 'secret', card: 'G' }, 0)).toBe('You kept G face down as your Secret');
  });

  it('hides trade-off cards from the opponent', () => {
    expect(line(s, { type: 'tradeoff', cards: ['B', 'C'] }, 1)).toBe('Opponent set aside two cards face down (Trade-off)');
  });

  it('tells both sides what was taken from a Gift and what went to the giver, without repeating the offer', () => {
    const offered = apply(s, { type: 'gift', cards: ['A', 'D', 'G'] });
    expect(line(offered, { type: 'pick-gift', card: 'G' }, 0)).toBe('Opponent took G from the Gift; A, D to you');
    expect(line(offered, { type: 'pick-gift', card: 'G' }, 1)).toBe('You took G from the Gift; A, D to the opponent');
  });

  it('names the chosen pair of a Competition and the pair left to the one who offered it', () => {
    const offered = apply(s, { type: 'competition', pairs: [['A', 'D'], ['G', 'B']] });
    expect(line(offered, { type: 'pick-pair', index: 1 }, 1)).toBe('You took B+G from the Competition; A+D to the opponent');
    expect(line(offered, { type: 'pick-pair', index: 1 }, 0, 'ja')).toBe('相手は競争から B+G を取った（A+D はあなたへ）');
  });

  it('tells an all-alike Gift with what each side got, though nobody was asked to choose', () => {
    const alike = stateWith({ hands: [cards('ADDDE'), cards('BCDEFG')] });
    expect(line(alike, { type: 'gift', cards: ['D', 'D', 'D'] }, 1)).toBe('Opponent offered a Gift: D, D, D — all alike, so no choice was needed: you took D');
  });

  it('names the owner’s Trade-off made as the round’s last action, when the next round is already dealt', () => {
    const done = { secret: true, tradeoff: true, gift: true, competition: true };
    const last = stateWith({ turn: 1, hands: [[], cards('BC')], used: [done, { ...done, tradeoff: false }] });
    expect(line(last, { type: 'tradeoff', cards: ['B', 'C'] }, 1)).toMatch(/^You set aside B, C face down \(Trade-off\)\. Round 1 scored/);
    expect(line(last, { type: 'tradeoff', cards: ['B', 'C'] }, 0)).toMatch(/^Opponent set aside two cards face down \(Trade-off\)\. Round 1 scored/);
  });

  it('reads in German in the words of the rules summary, addressing the viewer as “du”', () => {
    expect(line(s, { type: 'secret', card: 'G' }, 0, 'de')).toBe('Du hast G verdeckt als Geheimnis behalten');
    expect(line(s, { type: 'tradeoff', cards: ['B', 'C'] }, 1, 'de')).toBe('Der Gegner hat zwei Karten verdeckt abgelegt (Ablage)');
    const offered = apply(s, { type: 'gift', cards: ['A', 'D', 'G'] });
    expect(line(offered, { type: 'pick-gift', card: 'G' }, 1, 'de')).toBe('Du hast G aus dem Angebot genommen; A, D an den Gegner');
    expect(line(offered, { type: 'pick-gift', card: 'G' }, 0, 'de')).toBe('Der Gegner hat G aus dem Angebot genommen; A, D an dich');
  });

  it('names both players at a shared screen instead of “you” and “the opponent”', () => {
    const names = ['Player 1', 'Player 2'] as const;
    expect(line(s, { type: 'secret', card: 'G' }, 0, 'en', names)).toBe('Player 1 kept G face down as a Secret');
    expect(line(s, { type: 'secret', card: 'G' }, 1, 'en', names)).toBe('Player 1 played a card face down (Secret)');
    const offered = apply(s, { type: 'gift', cards: ['A', 'D', 'G'] });
    expect(line(offered, { type: 'pick-gift', card: 'G' }, 1, 'en', names)).toBe('Player 2 took G from the Gift; A, D to Player 1');
  });
});
