import { describe, expect, it } from 'vitest';
import { CHARMS, GEISHAS } from '../../../games/hanamikoji/cards';
import { CHARM_TO_WIN, GEISHAS_TO_WIN, type Markers } from '../../../games/hanamikoji/judge';
import type { GeishaOdds } from '../../../games/hanamikoji/ai/judgement/estimate';
import { outlook, type OutlookParams } from '../../../games/hanamikoji/ai/judgement/outlook';
import type { PlayerId } from '../../../src/framework/game';
import { Rng } from '../../../src/framework/rng';

/**
 * The outlook written the plain way, as a recursion over the geishas: the oracle the fast walk (nested
 * loops, remembered results) is held to, to the last bit, because the bots' games depend on it.
 */
function plainOutlook(odds: readonly GeishaOdds[], markers: Markers, me: PlayerId, params: OutlookParams): number {
  const held = GEISHAS.map((g) => (markers[g] === null ? 0 : markers[g] === me ? 1 : -1));
  const judge = (mine: number, theirs: number, myCount: number, theirCount: number): number => {
    if (mine >= CHARM_TO_WIN) return 1;
    if (theirs >= CHARM_TO_WIN) return -1;
    if (myCount >= GEISHAS_TO_WIN) return 1;
    if (theirCount >= GEISHAS_TO_WIN) return -1;
    if (params.lastRound) return Math.sign(mine - theirs);
    return Math.max(-0.9, Math.min(0.9, params.perCharm * (mine - theirs) + params.perGeisha * (myCount - theirCount)));
  };
  let total = 0;
  const walk = (i: number, p: number, mine: number, theirs: number, myCount: number, theirCount: number): void => {
    if (p < 1e-5) return;
    if (i === 7) {
      total += p * judge(mine, theirs, myCount, theirCount);
      return;
    }
    const o = odds[i]!;
    const c = CHARMS[i]!;
    if (o.mine > 0) walk(i + 1, p * o.mine, mine + c, theirs, myCount + 1, theirCount);
    if (o.theirs > 0) walk(i + 1, p * o.theirs, mine, theirs + c, myCount, theirCount + 1);
    const stay = 1 - o.mine - o.theirs;
    if (stay > 0) {
      if (held[i] === 1) walk(i + 1, p * stay, mine + c, theirs, myCount + 1, theirCount);
      else if (held[i] === -1) walk(i + 1, p * stay, mine, theirs + c, myCount, theirCount + 1);
      else walk(i + 1, p * stay, mine, theirs, myCount, theirCount);
    }
  };
  walk(0, 1, 0, 0, 0, 0);
  return total;
}

/** Odds as the estimate gives them: some markers certain, some open, some out of reach. */
function randomPosition(rng: Rng): [GeishaOdds[], Markers, PlayerId, OutlookParams] {
  const odds = GEISHAS.map(() => {
    const mine = rng.next() * 0.7;
    const kind = rng.int(5);
    if (kind === 0) return { mine: 0, theirs: rng.next() };
    if (kind === 1) return { mine, theirs: 0 };
    if (kind === 2) return { mine, theirs: 1 - mine };
    return { mine, theirs: rng.next() * (1 - mine) };
  });
  const markers = Object.fromEntries(GEISHAS.map((g) => [g, [null, 0, 1][rng.int(3)]])) as unknown as Markers;
  return [odds, markers, rng.int(2) as PlayerId, { perCharm: 0.045, perGeisha: 0.03, lastRound: rng.int(4) === 0 }];
}

describe('the outlook of a position', () => {
  it('equals the plain recursion over every ending of the markers, to the last bit', () => {
    const rng = Rng.fromSeed(11);
    for (let n = 0; n < 3000; n++) {
      const [odds, markers, me, params] = randomPosition(rng);
      expect(outlook(odds, markers, me, params)).toBe(plainOutlook(odds, markers, me, params));
    }
  });

  it('gives the same value when asked again (the remembered result)', () => {
    const [odds, markers, me, params] = randomPosition(Rng.fromSeed(5));
    const first = outlook(odds, markers, me, params);
    expect(outlook(odds.map((o) => ({ ...o })), { ...markers }, me, { ...params })).toBe(first);
  });

  it('tells the two players apart on the same odds', () => {
    const [odds, markers, , params] = randomPosition(Rng.fromSeed(9));
    expect(outlook(odds, markers, 0, params)).toBe(plainOutlook(odds, markers, 0, params));
    expect(outlook(odds, markers, 1, params)).toBe(plainOutlook(odds, markers, 1, params));
  });
});
