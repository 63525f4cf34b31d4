import { describe, expect, it } from 'vitest';
import { DealRace } from '../../../src/framework/deal-race';

/** Records one deal: each move's value is `base[i]` plus the deal's shared luck. */
function deal(race: DealRace, base: readonly number[], luck: number): void {
  for (const i of race.active) race.record(i, (base[i] as number) + luck);
  race.prune();
}

const luckOf = (n: number): number => ((n * 37) % 11) / 10 - 0.5;

describe('racing root moves on common deals', () => {
  it('drops a move that trails on the same deals, however noisy the deals', () => {
    const race = new DealRace(2, 2, 8);
    for (let n = 0; n < 8; n++) deal(race, [0.5, 0.49], luckOf(n));
    expect(race.active).toEqual([0]);
  });

  it('keeps every move until the minimum number of deals', () => {
    const race = new DealRace(2, 2, 8);
    for (let n = 0; n < 7; n++) deal(race, [0.9, 0.1], luckOf(n));
    expect(race.active).toEqual([0, 1]);
  });

  it('keeps moves whose paired differences are noise', () => {
    const race = new DealRace(3, 2, 8);
    for (let n = 0; n < 40; n++) deal(race, [0.5, 0.5 + (n % 2 ? 0.1 : -0.1), 0.5], luckOf(n));
    expect(race.active).toEqual([0, 1, 2]);
  });

  it('names the best mean among the moves still racing as the leader', () => {
    const race = new DealRace(3, 0, 8);
    for (let n = 0; n < 10; n++) deal(race, [0.2, 0.6, 0.4], luckOf(n));
    expect(race.leader()).toBe(1);
    expect(race.active).toEqual([0, 1, 2]);
  });
});
