/**
 * Hanamikoji's CLI commands. `judge` scores one round end:
 *   npm run -s cli -- hanamikoji judge [--preset official|three-rounds] < round.json
 * Input: {"markers": {"A": 0, …}, "p1": {"A": 2, …}, "p2": {…}, "round": 1} — markers 1 = player 1,
 * -1 = player 2, 0 = neutral (before this round's scoring); items per geisha with secrets revealed
 * (a missing letter is 0); round = the round just played.
 */
import { z } from 'zod';
import { EXIT_USAGE, UsageError, type CliCommand } from '../../src/plugin-api/cli';
import { resolveOptions, type PlayerId } from '../../src/framework/game';
import { CHARM, GEISHAS, type Counts, type Geisha } from './cards';
import { judgeRound, type Markers } from './judge';
import game from './index';

const side = z.union([z.literal(1), z.literal(-1), z.literal(0)]);
const count = z.number().int().min(0);
const perGeisha = <T extends z.ZodType>(value: T) =>
  z.strictObject(Object.fromEntries(GEISHAS.map((g) => [g, value.optional()])) as Record<Geisha, z.ZodOptional<T>>);

const inputSchema = z
  .strictObject({
    markers: perGeisha(side),
    p1: perGeisha(count),
    p2: perGeisha(count),
    round: z.number().int().min(1),
  })
  .superRefine((input, ctx) => {
    for (const g of GEISHAS) {
      const total = (input.p1[g] ?? 0) + (input.p2[g] ?? 0);
      if (total > CHARM[g]) ctx.addIssue({ code: 'custom', path: [g], message: `geisha ${g} has only ${CHARM[g]} items, got ${total}` });
    }
  });

const toMarkers = (m: Partial<Record<Geisha, 1 | -1 | 0>>): Markers =>
  Object.fromEntries(GEISHAS.map((g) => [g, m[g] === 1 ? 0 : m[g] === -1 ? 1 : null])) as unknown as Markers;
const fromMarkers = (m: Markers): Record<Geisha, 1 | -1 | 0> =>
  Object.fromEntries(GEISHAS.map((g) => [g, m[g] === 0 ? 1 : m[g] === 1 ? -1 : 0])) as Record<Geisha, 1 | -1 | 0>;
const toCounts = (c: Partial<Record<Geisha, number>>): Counts =>
  Object.fromEntries(GEISHAS.map((g) => [g, c[g] ?? 0])) as unknown as Counts;
const resultName = (ended: boolean, winner: PlayerId | null): 'p1' | 'p2' | 'draw' | 'continue' =>
  !ended ? 'continue' : winner === 0 ? 'p1' : winner === 1 ? 'p2' : 'draw';

function presetFrom(args: readonly string[]): string | undefined {
  let preset: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--preset') {
      preset = args[++i];
      if (preset === undefined) throw new UsageError('--preset needs a value (official|three-rounds)');
    } else if (arg.startsWith('--preset=')) preset = arg.slice('--preset='.length);
    else throw new UsageError(`unknown argument "${arg}" (usage: hanamikoji judge [--preset official|three-rounds])`);
  }
  return preset;
}

const judge: CliCommand = async (args, io) => {
  const preset = presetFrom(args);
  if (preset !== undefined && !game.presets.some((p) => p.id === preset))
    throw new UsageError(`unknown preset "${preset}" (known: ${game.presets.map((p) => p.id).join(', ')})`);
  const options = resolveOptions(game, preset);
  const text = await io.readStdin();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    io.err('invalid input: stdin is not one JSON object');
    return EXIT_USAGE;
  }
  const parsed = inputSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    io.err(`invalid input: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'bad round description'}`);
    return EXIT_USAGE;
  }
  const input = parsed.data;
  const judged = judgeRound(toMarkers(input.markers), toCounts(input.p1), toCounts(input.p2), input.round, options);
  io.out(
    JSON.stringify({
      markers: fromMarkers(judged.markers),
      geishas: judged.geishas,
      charm: judged.charm,
      result: resultName(judged.ended, judged.winner),
    }),
  );
  return 0;
};

export const commands: Record<string, CliCommand> = { judge };
