import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli';

const neutral = { A: 0, B: 0, C: 0, D: 0, E: 0, F: 0, G: 0 };
const judge = (input: unknown, ...args: string[]) =>
  runCli(['hanamikoji', 'judge', ...args], typeof input === 'string' ? input : JSON.stringify(input));

// Each case starts the real CLI under tsx, which takes a few seconds on a busy machine.
describe('hanamikoji judge', { timeout: 60_000 }, () => {
  it('judges the worked example: 11 charm beats 4 geishas', () => {
    const run = judge({ markers: neutral, p1: { A: 1, B: 1, C: 1, D: 1 }, p2: { G: 2, F: 2, E: 1 }, round: 1 });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      markers: { A: 1, B: 1, C: 1, D: 1, E: -1, F: -1, G: -1 },
      geishas: [4, 3],
      charm: [9, 12],
      result: 'p2',
    });
  });

  it('keeps markers on ties and plays on', () => {
    const run = judge({ markers: { ...neutral, G: -1 }, p1: { G: 1, A: 1 }, p2: { G: 1 }, round: 1 });
    expect(JSON.parse(run.stdout)).toEqual({ markers: { ...neutral, A: 1, G: -1 }, geishas: [1, 1], charm: [2, 5], result: 'continue' });
  });

  it('declares a draw on equal charm after round 3 with the three-rounds preset', () => {
    const run = judge({ markers: neutral, p1: { A: 1, B: 1, F: 1 }, p2: { C: 1, D: 1, E: 1 }, round: 3 }, '--preset', 'three-rounds');
    expect(JSON.parse(run.stdout)).toMatchObject({ charm: [8, 8], result: 'draw' });
  });

  it('plays on after round 3 under the official rules', () => {
    const run = judge({ markers: neutral, p1: { A: 1, B: 1, F: 1 }, p2: { C: 1, D: 1, E: 1 }, round: 3 });
    expect(JSON.parse(run.stdout).result).toBe('continue');
  });

  it('rejects input that is not JSON with exit code 2 and one line on stderr', () => {
    const run = judge('{ nope');
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('rejects an unknown geisha, a bad marker value and too many items', () => {
    for (const bad of [
      { markers: { ...neutral, H: 0 }, p1: {}, p2: {}, round: 1 },
      { markers: { ...neutral, A: 2 }, p1: {}, p2: {}, round: 1 },
      { markers: neutral, p1: { G: 4 }, p2: { G: 2 }, round: 1 },
      { markers: neutral, p1: {}, p2: {}, round: 0 },
      { markers: neutral, p1: {}, p2: {} },
    ]) {
      const run = judge(bad);
      expect(run.code, JSON.stringify(bad)).toBe(2);
      expect(run.stderr).toMatch(/^invalid input: .+\n$/);
    }
  });

  it('rejects an unknown preset with exit code 2', () => {
    expect(judge({ markers: neutral, p1: {}, p2: {}, round: 1 }, '--preset', 'five-rounds').code).toBe(2);
  });
});
