import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli';

const score = (cards: unknown, ...args: string[]) => runCli(['koikoi', 'score', ...args], JSON.stringify(cards));

describe('cli koikoi score', () => {
  it('prints the yaku and their total before multipliers', () => {
    const run = score(['01-ribbon', '02-ribbon', '03-ribbon', '04-ribbon', '03-bright', '09-animal'], '--preset', 'nintendo');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ yaku: [{ id: 'hanami-zake', points: 5 }, { id: 'akatan', points: 6 }], total: 11 });
  });

  it('uses the calendar month given by --month', () => {
    const run = score(['08-bright', '09-animal'], '--preset', 'tabletop', '--month', '8');
    expect(JSON.parse(run.stdout)).toEqual({ yaku: [{ id: 'tsukimi-zake', points: 4 }], total: 4 });
    expect(JSON.parse(score(['08-bright', '09-animal'], '--preset', 'tabletop').stdout)).toEqual({ yaku: [], total: 0 });
  });

  it.each([
    ['an unknown card id', ['01-bright', '13-plain1'], []],
    ['a duplicate card', ['01-bright', '01-bright'], []],
    ['more than 48 cards', Array.from({ length: 49 }, () => '01-bright'), []],
    ['not an array', { cards: [] }, []],
    ['a bad preset', [], ['--preset', 'classic']],
    ['a bad month', [], ['--month', '13']],
  ])('refuses %s with one line on stderr and exit code 2', (_name, cards, args) => {
    const run = score(cards, '--preset', 'nintendo', ...(args as string[]));
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});
