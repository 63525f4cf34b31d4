import { describe, expect, it } from 'vitest';
import { NINTENDO_MONTHS, winChance } from '../../../games/koikoi/ai/search/month-swings';
import { valueOfScores } from '../../../games/koikoi/ai/search/evaluate';
import { ruleTable } from '../../../games/koikoi/engine/rule-table';
import { optionsSchema } from '../../../games/koikoi/options';

describe('the chance to win a nintendo game from a lead', () => {
  it('is 1, ½ or 0 once no month is left', () => {
    expect([winChance(3, 0, false), winChance(0, 0, true), winChance(-1, 0, true)]).toEqual([1, 0.5, 0]);
  });

  it('is shared out exactly between the two players', () => {
    for (const [lead, left] of [[0, 1], [5, 1], [-7, 3], [12, 12]] as const)
      expect(winChance(lead, left, true) + winChance(-lead, left, false)).toBeCloseTo(1, 12);
  });

  it('favours the player who deals next, at an equal score', () => {
    expect(winChance(0, 1, true)).toBeGreaterThan(0.5);
    expect(winChance(0, 1, false)).toBeLessThan(0.5);
  });

  it('counts a one-month lead of 5 as won unless the other player takes 5 or more', () => {
    // The dealer loses only to a month of 5 or more won by the other player (a month of exactly 5 ties).
    const months = NINTENDO_MONTHS;
    const total = months.noWinner + [...Object.values(months.dealerWins), ...Object.values(months.otherWins)].reduce((s, n) => s + n, 0);
    const other = Object.entries(months.otherWins).map(([p, n]) => [Number(p), n] as const);
    const lose = other.filter(([p]) => p > 5).reduce((s, [, n]) => s + n, 0) / total;
    const tie = other.filter(([p]) => p === 5).reduce((s, [, n]) => s + n, 0) / total;
    expect(winChance(5, 1, true)).toBeCloseTo(1 - lose - tie / 2, 12);
  });

  it('grows with the lead and shrinks with the months left', () => {
    expect(winChance(10, 4, false)).toBeGreaterThan(winChance(5, 4, false));
    expect(winChance(10, 8, false)).toBeLessThan(winChance(10, 4, false));
  });

  it('is what the evaluation gives under nintendo rules, and not under others', () => {
    const nintendo = ruleTable(optionsSchema.parse({}));
    expect(valueOfScores(nintendo, false, 12, 20, 15, 0, 0)).toBe(winChance(5, 1, true));
    const tabletop = ruleTable(optionsSchema.parse({ tsukifuda: 4 }));
    expect(valueOfScores(tabletop, false, 12, 20, 15, 0, 0)).not.toBe(winChance(5, 1, true));
  });
});
