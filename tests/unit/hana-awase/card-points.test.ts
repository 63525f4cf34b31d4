import { describe, expect, it } from 'vitest';
import { cardPoints, cardValue, deckTotal, par } from '../../../games/hana-awase/cards';
import { parseOptions } from '../../../games/hana-awase/options';
import { CARD_IDS } from '../../../games/shared/hanafuda/cards';

const classic = parseOptions({});
const plainsZero = parseOptions({ plainValue: 0 });

describe('card values', () => {
  it('gives a light 20, an animal 10 and a ribbon 5', () => {
    expect(cardValue('01-bright', classic)).toBe(20);
    expect(cardValue('11-bright', classic)).toBe(20);
    expect(cardValue('09-animal', classic)).toBe(10);
    expect(cardValue('06-ribbon', classic)).toBe(5);
  });

  it('gives a plain 1 by default', () => {
    expect(cardValue('01-plain1', classic)).toBe(1);
    expect(cardValue('12-plain3', classic)).toBe(1);
  });

  it('counts the lightning as a plain', () => {
    expect(cardValue('11-plain1', classic)).toBe(1);
    expect(cardValue('11-plain1', plainsZero)).toBe(0);
  });

  it('gives a plain 0 with plainValue 0 and leaves the other kinds alone', () => {
    expect(cardValue('08-plain2', plainsZero)).toBe(0);
    expect(cardValue('08-bright', plainsZero)).toBe(20);
    expect(cardValue('08-animal', plainsZero)).toBe(10);
    expect(cardValue('07-ribbon', plainsZero)).toBe(5);
  });

  it('finds 5 lights, 9 animals, 10 ribbons and 24 plains in the deck', () => {
    const counts = new Map<number, number>();
    for (const id of CARD_IDS) counts.set(cardValue(id, classic), (counts.get(cardValue(id, classic)) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({ 20: 5, 10: 9, 5: 10, 1: 24 });
  });
});

describe('the deck total and par', () => {
  it('holds 264 points', () => {
    expect(deckTotal(classic)).toBe(264);
    expect(cardPoints(CARD_IDS, classic)).toBe(264);
  });

  it('holds 240 points when plains are worth 0', () => {
    expect(deckTotal(plainsZero)).toBe(240);
  });

  it('sets par at 132, 88 and 66 for two, three and four players', () => {
    expect([2, 3, 4].map((n) => par(classic, n))).toEqual([132, 88, 66]);
  });

  it('sets par at 120, 80 and 60 when plains are worth 0', () => {
    expect([2, 3, 4].map((n) => par(plainsZero, n))).toEqual([120, 80, 60]);
  });
});

describe('card points of a pile', () => {
  it('adds the values of the cards captured', () => {
    expect(cardPoints(['01-bright', '02-animal', '03-ribbon', '04-plain1', '11-plain1'], classic)).toBe(37);
  });

  it('is 0 for an empty pile', () => {
    expect(cardPoints([], classic)).toBe(0);
  });

  it('does not count plains when they are worth 0', () => {
    expect(cardPoints(['01-bright', '01-plain1', '01-plain2'], plainsZero)).toBe(20);
  });
});
