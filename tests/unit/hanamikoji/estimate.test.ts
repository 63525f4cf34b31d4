import { describe, expect, it } from 'vitest';
import { geishaOdds, type Situation } from '../../../games/hanamikoji/ai/judgement/estimate';
import { NEUTRAL_MARKERS } from '../../../games/hanamikoji/judge';

const ALL_USED = { secret: true, tradeoff: true, gift: true, competition: true };
const zeros = () => [0, 0, 0, 0, 0, 0, 0];

/** The end of a round with nothing left to play: G tied 1–1, A won 2–0 by the bot (player 0). */
function settled(markerG: 0 | 1 | null): Situation {
  return {
    me: 0,
    mine: [2, 0, 0, 0, 0, 0, 1],
    theirs: [0, 0, 0, 0, 0, 0, 1],
    hand: zeros(),
    oppHandKnown: zeros(),
    unseen: zeros(),
    myUsed: ALL_USED,
    oppUsed: ALL_USED,
    oppHandCount: 0,
    oppHandVisible: false,
    markers: { ...NEUTRAL_MARKERS, G: markerG },
  };
}

describe('the bots’ estimate of who wins each geisha', () => {
  it('sees a decided geisha as decided', () => {
    const [a] = geishaOdds(settled(null));
    expect(a!.mine).toBeGreaterThan(0.98);
    expect(a!.theirs).toBeLessThan(0.02);
  });

  it('leaves a tied geisha with a neutral marker in the middle', () => {
    const g = geishaOdds(settled(null))[6]!;
    expect(g.mine).toBeLessThan(0.05);
    expect(g.theirs).toBeLessThan(0.05);
  });

  it('keeps a tied geisha with whoever already holds her marker', () => {
    expect(geishaOdds(settled(0))[6]!.mine).toBeGreaterThan(0.95);
    expect(geishaOdds(settled(1))[6]!.theirs).toBeGreaterThan(0.95);
  });
});
