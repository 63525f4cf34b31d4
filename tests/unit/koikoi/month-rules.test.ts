import { describe, expect, it } from 'vitest';
import { exhaustedAward, gameEnd, multiplierOf, multipliersFor, nextDealer } from '../../../games/koikoi/month-rules';
import { options } from './helpers';

const nintendo = options('nintendo');
const tabletop = options('tabletop');
const fifty = options('fifty');

describe("the month's arithmetic", () => {
  it('doubles seven points or more, then doubles again after the opponent called koi-koi (nintendo)', () => {
    expect(multipliersFor(7, true, nintendo).map((m) => m.id)).toEqual(['seven-plus', 'koikoi']);
    expect(multiplierOf(7, true, nintendo)).toBe(4);
    expect(multiplierOf(6, false, nintendo)).toBe(1);
  });

  it('has no multipliers under the tabletop rules', () => {
    expect(multipliersFor(12, true, tabletop)).toEqual([]);
    expect(multiplierOf(12, true, tabletop)).toBe(1);
  });

  it('gives an exhausted month to nobody, to the dealer for six, or to the last caller', () => {
    expect(exhaustedAward(nintendo, true)).toEqual({ to: 'nobody' });
    expect(exhaustedAward(tabletop, false)).toEqual({ to: 'dealer', points: 6 });
    expect(exhaustedAward(fifty, true)).toEqual({ to: 'last-caller' });
    expect(exhaustedAward(fifty, false)).toEqual({ to: 'dealer', points: 1 });
  });

  it("gives the deal to the month's winner, else passes it or keeps it as the options say", () => {
    expect(nextDealer(nintendo, 0, 1)).toBe(1);
    expect(nextDealer(nintendo, 0, -1)).toBe(1);
    expect(nextDealer({ ...nintendo, noWinnerMonth: 'dealer-again' }, 0, -1)).toBe(0);
  });

  it('ends the game after twelve months, at fifty points, or at fifty or December', () => {
    expect(gameEnd(nintendo, 11, 60, 0)).toBeNull();
    expect(gameEnd(nintendo, 12, 0, 0)).toBe('twelve-months');
    expect(gameEnd({ ...nintendo, gameLength: 'fifty-points' }, 30, 49, 10)).toBeNull();
    expect(gameEnd({ ...nintendo, gameLength: 'fifty-points' }, 3, 50, 10)).toBe('fifty-points');
    expect(gameEnd({ ...nintendo, gameLength: 'fifty-points-or-december' }, 12, 20, 10)).toBe('december');
  });
});
