import { describe, expect, it } from 'vitest';
import { publicEvent } from '../../../src/framework/event-log';
import type { Lang } from '../../../src/framework/game';
import hanaAwase from '../../../games/hana-awase';
import { describeEvent } from '../../../games/hana-awase/describe';
import { apply } from '../../../games/hana-awase/rules';
import type { HanaAwaseMove, HanaAwaseState } from '../../../games/hana-awase/state';
import { viewFor } from '../../../games/hana-awase/view';
import { monthsCards, roundState } from './flow-helpers';

/** The log line of `move` from `before`, as `viewer` reads it. */
function line(before: HanaAwaseState, move: HanaAwaseMove, viewer: number, lang: Lang = 'en', names?: string[]): string {
  const after = apply(before, move);
  const event = publicEvent(hanaAwase, 0, before, move, after, viewer);
  return describeEvent(event, viewFor(before, viewer), viewFor(after, viewer), viewer, lang, names);
}

// Three players, seat 0 to play; the pile's top card is a December plain.
const three = () => roundState({ hands: [['01-plain1', '05-plain1'], ['07-plain1', '07-plain2'], ['06-plain1', '06-plain2']], field: ['01-bright', '02-animal', '02-plain2'], pile: ['12-plain1', '02-plain1', '12-plain2'] });
const capture: HanaAwaseMove = { type: 'play', card: '01-plain1' };

describe('the game log', () => {
  it('tells a capture and the card turned from the pile, in English', () => {
    expect(line(three(), capture, 0)).toBe('You played: Pine plain takes Crane and sun. Drawn: Paulownia plain stays on the field.');
  });

  it('names another seat by its number at a table of three', () => {
    expect(line(three(), capture, 1)).toBe('Player 1 played: Pine plain takes Crane and sun. Drawn: Paulownia plain stays on the field.');
  });

  it('names the other seat "the opponent" at a table of two', () => {
    const two = roundState({ hands: [['01-plain1'], ['07-plain1']], field: ['01-bright'], pile: ['12-plain1', '12-plain2'] });
    expect(line(two, capture, 1)).toBe('The opponent played: Pine plain takes Crane and sun. Drawn: Paulownia plain stays on the field.');
  });

  it('names every seat as the table does when people share the screen', () => {
    expect(line(three(), capture, 0, 'en', ['Aki', 'Ben', 'Chie'])).toBe('Aki played: Pine plain takes Crane and sun. Drawn: Paulownia plain stays on the field.');
  });

  it('tells the same in Japanese and German', () => {
    expect(line(three(), capture, 0, 'ja')).toBe('あなた：松のカスで松に鶴を取った。 山札から桐のカスを場に置いた。');
    expect(line(three(), capture, 1, 'de')).toBe('Spieler 1 hat gespielt: Einfache Kiefernkarte nimmt Kranich und Sonne. Gezogen: Einfache Paulownienkarte bleibt auf dem Feld.');
  });

  it('tells a turned card that waits for a choice, and then the choice', () => {
    const s = { ...three(), drawPile: ['02-plain1', '12-plain1'] };
    expect(line(s, { type: 'play', card: '05-plain1' }, 0)).toBe('You played: Iris plain stays on the field. Drawn: Plum plain, which matches two field cards.');
    const waiting = apply(s, { type: 'play', card: '05-plain1' });
    expect(line(waiting, { type: 'take', match: '02-animal' }, 2)).toBe('Player 1 chose: Plum plain takes Bush warbler.');
  });

  it("tells a run-out turn of the draw pile's top card", () => {
    const s = roundState({ overrides: { players: 2 }, hands: [[], []], field: ['04-plain1'], pile: ['04-plain2', '12-plain1'], turn: 1, phase: 'draw' });
    expect(line(s, { type: 'draw' }, 1)).toBe("You turned the draw pile's top card: Wisteria plain takes Wisteria plain.");
  });

  it("tells the round's scores and who deals next", () => {
    const last = roundState({
      hands: [[], [], ['12-plain3']],
      field: ['12-bright', '12-plain1', '12-plain2', '11-bright', '11-animal', '11-ribbon'],
      pile: ['11-plain1'],
      captures: [monthsCards(4, 5, 6, 7), monthsCards(1, 2, 3), monthsCards(8, 9, 10)],
      turn: 2,
    });
    expect(line(last, { type: 'play', card: '12-plain3' }, 1)).toBe(
      'Player 3 played: Paulownia plain takes Phoenix, Paulownia plain, Paulownia plain. Drawn: Lightning takes Rain man, Swallow, Willow red ribbon. ' +
        'Round 1 ends: Player 1 -70, You +53, Player 3 +17. You deal next.',
    );
  });

  it('tells the end of the game and who won', () => {
    const last = roundState({
      overrides: { rounds: 3, scoring: 'additive' },
      round: 3,
      hands: [[], [], ['12-plain3']],
      field: ['12-bright', '12-plain1', '12-plain2', '11-bright', '11-animal', '11-ribbon'],
      pile: ['11-plain1'],
      captures: [monthsCards(4, 5, 6, 7), monthsCards(1, 2, 3), monthsCards(8, 9, 10)],
      turn: 2,
      totals: [100, 124, 100],
    });
    expect(line(last, { type: 'play', card: '12-plain3' }, 0)).toMatch(/Round 3 ends: You \+98, Player 2 \+141, Player 3 \+165\. Game over: Player 2 and Player 3 share first place with 265\.$/);
  });
});
