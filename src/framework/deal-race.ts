/**
 * Racing root moves on common deals: every active move is valued on the same sampled deals, and a
 * move that trails the leader by more than `z` standard errors of their paired difference is dropped,
 * so the rest of the budget goes to the moves still in contention.
 */
export class DealRace {
  /** values[i][n]: move i's value on deal n (a dropped move stops gaining deals). */
  private readonly values: number[][];
  private readonly sums: number[];
  private live: number[];

  constructor(
    moves: number,
    private readonly z: number,
    /** Deals before any move may be dropped. */
    private readonly minDeals: number,
  ) {
    this.values = Array.from({ length: moves }, () => []);
    this.sums = new Array<number>(moves).fill(0);
    this.live = Array.from({ length: moves }, (_, i) => i);
  }

  /** The moves still racing, by index. */
  get active(): readonly number[] {
    return this.live;
  }

  record(move: number, value: number): void {
    (this.values[move] as number[]).push(value);
    this.sums[move]! += value;
  }

  mean(move: number): number {
    const n = (this.values[move] as number[]).length;
    return n === 0 ? 0 : (this.sums[move] as number) / n;
  }

  /** The active move with the best mean value. */
  leader(): number {
    let best = this.live[0] as number;
    for (const i of this.live) if (this.mean(i) > this.mean(best)) best = i;
    return best;
  }

  /** Drops the moves clearly behind the leader (call between sweeps). */
  prune(): void {
    if (this.z <= 0 || this.live.length < 2) return;
    const lead = this.leader();
    const ahead = this.values[lead] as number[];
    this.live = this.live.filter((i) => i === lead || !this.clearlyBehind(ahead, this.values[i] as number[]));
  }

  private clearlyBehind(ahead: readonly number[], behind: readonly number[]): boolean {
    const n = behind.length;
    if (n < this.minDeals) return false;
    let sum = 0;
    let squares = 0;
    for (let k = 0; k < n; k++) {
      const d = (ahead[k] as number) - (behind[k] as number);
      sum += d;
      squares += d * d;
    }
    const mean = sum / n;
    const variance = Math.max(0, squares / n - mean * mean);
    return mean > this.z * Math.sqrt(variance / n) + 1e-12;
  }
}
