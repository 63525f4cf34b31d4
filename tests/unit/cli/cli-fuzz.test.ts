/**
 * The CLI's arguments and standard input fuzzed (fast-check): `hanamikoji judge`, `koikoi score` and
 * `arena` either answer (JSON on stdout, exit 0) or refuse in one line (exit 2 / a usage error) —
 * never another exception.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commands as hanamikojiCommands } from '../../../games/hanamikoji/cli';
import { commands as koikoiCommands } from '../../../games/koikoi/cli';
import { parseArenaArgs } from '../../../src/cli/arena';
import { EXIT_USAGE, UsageError, type CliCommand } from '../../../src/cli/command';

const flags = ['--preset', '--month', '--game', '--a', '--b', '--games', '--seed', '--option', '--budget-ms', '--threads', '--record', '--x', '-p', '--'];
const words = ['official', 'three-rounds', 'nintendo', 'fifty', 'koikoi', 'hanamikoji', 'random', 'easy', '0', '-1', '13', '1e9', 'NaN', '', ' ', 'a=b', '/dev/null', '\u0000'];
// `--record` is left out for the arena: it creates the directory it is given.
const arenaArgs = fc.array(fc.oneof(fc.constantFrom(...flags.filter((f) => f !== '--record')), fc.constantFrom(...words), fc.string({ maxLength: 12 })), { maxLength: 8 });
const args = fc.array(fc.oneof(fc.constantFrom(...flags), fc.constantFrom(...words), fc.string({ maxLength: 12 })), { maxLength: 8 });

/** Input that is almost right as often as it is wrong. */
const stdin = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 4 }),
  fc.array(fc.constantFrom('01-bright', '03-bright', '08-bright', '08-animal', '09-animal', '11-bright', '12-bright', 'bogus', '01-bright'), { maxLength: 10 }).map((a) => JSON.stringify(a)),
  fc.record({
    markers: fc.dictionary(fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'), fc.constantFrom(1, -1, 0, 2, 'x')),
    p1: fc.dictionary(fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'G'), fc.integer({ min: -1, max: 6 })),
    p2: fc.dictionary(fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'G'), fc.integer({ min: -1, max: 6 })),
    round: fc.integer({ min: -1, max: 5 }),
  }).map((o) => JSON.stringify(o)),
);

async function run(command: CliCommand, argv: string[], input: string): Promise<{ code: number | 'usage'; out: string[] }> {
  const out: string[] = [];
  const io = { readStdin: async () => input, out: (t: string) => void out.push(t), err: () => {} };
  try {
    return { code: await command(argv, io), out };
  } catch (e) {
    if (e instanceof UsageError) return { code: 'usage', out };
    throw e;
  }
}

describe.each([
  ['hanamikoji judge', hanamikojiCommands.judge!],
  ['koikoi score', koikoiCommands.score!],
])('%s under fuzzed arguments and input', (_name, command) => {
  it('answers with JSON or refuses in one line, never throwing', async () => {
    await fc.assert(
      fc.asyncProperty(args, stdin, async (argv, input) => {
        const { code, out } = await run(command, argv, input);
        expect([0, EXIT_USAGE, 'usage']).toContain(code);
        if (code === 0) expect(() => JSON.parse(out.join(''))).not.toThrow();
      }),
      { numRuns: 400, seed: 2026 },
    );
  });
});

describe('arena arguments under fuzzing', () => {
  it('are parsed or refused with a usage error, never anything else', () => {
    fc.assert(
      fc.property(arenaArgs, (argv) => {
        try {
          parseArenaArgs(argv);
        } catch (e) {
          expect(e).toBeInstanceOf(UsageError);
        }
      }),
      { numRuns: 400, seed: 2026 },
    );
  });
});
