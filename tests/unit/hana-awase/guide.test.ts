import { describe, expect, it } from 'vitest';
import hanaAwase from '../../../games/hana-awase';
import guide from '../../../games/hana-awase/ui/guide';
import type { HanaAwaseState } from '../../../games/hana-awase/state';
import { roundState } from './flow-helpers';

const viewOf = (s: HanaAwaseState, seat: number) => hanaAwase.viewFor(s, seat);

describe('the guided first game of Hana-awase', () => {
  it('explains the whole turn on the first turn of the game', () => {
    const s = roundState({ hands: [['01-bright', '02-plain1'], ['03-plain1', '04-plain1'], ['05-plain1', '06-plain1']], field: ['07-plain1'] });
    expect(guide.step(viewOf(s, 0), 'en')).toMatch(/^Your turn: play a card from your hand\. It captures a field card of the same month/);
  });

  it('says nothing while another seat is to play', () => {
    const s = roundState({ hands: [['01-bright'], ['03-plain1'], ['05-plain1']], field: [], turn: 1 });
    expect(guide.step(viewOf(s, 0), 'en')).toBeNull();
  });

  it('names the hand card that captures the most points once the game is under way', () => {
    const s = roundState({ hands: [['01-plain1', '03-ribbon'], ['04-plain1', '04-plain2', '05-plain1'], ['06-plain1', '06-plain2', '07-plain1']], field: ['01-bright', '03-plain1'] });
    expect(guide.step(viewOf(s, 0), 'en')).toBe('Your turn. The richest capture now: Pine plain (takes 21 points).');
    expect(guide.step(viewOf(s, 0), 'de')).toBe('Du bist dran. Am meisten bringt jetzt: Einfache Kiefernkarte (nimmt 21 Punkte).');
  });

  it('suggests giving away a plain card when nothing matches', () => {
    const s = roundState({ hands: [['01-plain1'], ['04-plain1', '04-plain2'], ['06-plain1', '06-plain2']], field: ['02-plain1'] });
    expect(guide.step(viewOf(s, 0), 'en')).toBe('Your turn. None of your cards matches the field now: play one you can spare — a plain card gives away the least.');
  });

  it('asks which field card the turned card takes when it matches two', () => {
    const s = roundState({ hands: [['01-plain1'], ['04-plain1'], ['06-plain1']], field: ['02-animal', '02-plain1'], phase: 'draw-choice', drawn: '02-plain2' });
    expect(guide.step(viewOf(s, 0), 'ja')).toBe('めくった札が場の2枚と合います：どちらを取るか選びましょう。残った札は次の人に取られるかもしれません。');
  });

  it('explains the two-player run-out', () => {
    const s = roundState({ hands: [[], []], field: [], pile: ['01-plain1', '02-plain1'], phase: 'draw' });
    expect(guide.step(viewOf(s, 0), 'en')).toMatch(/^Both hands are empty but the pile is not/);
  });
});
