/** Which field cards a card takes (rules.ts `takenBy`): the one answer the rules, the board and the bots share. */
import { describe, expect, it } from 'vitest';
import { takenBy } from '../../../games/koikoi/rules';

describe('the field cards a card takes', () => {
  it('takes nothing when no field card is of its month', () => {
    expect(takenBy(['02-plain1', '05-ribbon'], '03-plain1')).toEqual([]);
  });

  it('takes the one field card of its month', () => {
    expect(takenBy(['02-plain1', '03-ribbon'], '03-plain1')).toEqual(['03-ribbon']);
  });

  it('takes the chosen one of two field cards of its month', () => {
    expect(takenBy(['03-bright', '02-plain1', '03-ribbon'], '03-plain1', '03-ribbon')).toEqual(['03-ribbon']);
  });

  it('takes neither of two field cards until one is chosen', () => {
    expect(takenBy(['03-bright', '03-ribbon'], '03-plain1')).toEqual([]);
  });

  it('gathers all three field cards of its month as the fourth card', () => {
    expect(takenBy(['03-bright', '03-ribbon', '07-plain1', '03-plain2'], '03-plain1')).toEqual(['03-bright', '03-ribbon', '03-plain2']);
  });

  it('ignores a chosen card when the month has one field card or three', () => {
    expect(takenBy(['03-ribbon'], '03-plain1', '03-bright')).toEqual(['03-ribbon']);
  });
});
