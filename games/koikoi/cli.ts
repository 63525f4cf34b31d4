/**
 * Koi-Koi CLI commands. `score`: reads a JSON array of card ids on stdin and prints the yaku they form
 * under a preset (points before multipliers): `cli koikoi score --preset <id> [--month M]`.
 */
import { parseArgs } from 'node:util';
import { EXIT_USAGE, type CliCommand, type CliIo } from '../../src/plugin-api/cli';
import { isCardId } from '../shared/hanafuda/cards';
import { optionsSchema, presets } from './options';
import { scoreCaptures } from './scoring';

const USAGE = 'usage: koikoi score --preset <nintendo|tabletop|fifty> [--month 1-12] < cards.json';

function fail(io: CliIo, message: string): number {
  io.err(message);
  return EXIT_USAGE;
}

const score: CliCommand = async (args, io) => {
  let values: { preset?: string; month?: string };
  try {
    ({ values } = parseArgs({ args: [...args], options: { preset: { type: 'string' }, month: { type: 'string' } }, strict: true }));
  } catch (e) {
    return fail(io, `${(e as Error).message.split('\n')[0]} — ${USAGE}`);
  }
  const presetId = values.preset ?? presets[0]!.id;
  const preset = presets.find((p) => p.id === presetId);
  if (!preset) return fail(io, `unknown preset "${presetId}" (known: ${presets.map((p) => p.id).join(', ')})`);
  const month = values.month === undefined ? 1 : Number(values.month);
  if (!Number.isInteger(month) || month < 1 || month > 12) return fail(io, `--month must be a whole number from 1 to 12, got "${values.month}"`);

  let cards: unknown;
  try {
    cards = JSON.parse(await io.readStdin());
  } catch {
    return fail(io, 'stdin must be a JSON array of card ids, e.g. ["01-bright","03-bright"]');
  }
  if (!Array.isArray(cards)) return fail(io, 'stdin must be a JSON array of card ids');
  if (cards.length > 48) return fail(io, `at most 48 cards, got ${cards.length}`);
  const seen = new Set<string>();
  for (const card of cards) {
    if (!isCardId(card)) return fail(io, `unknown card id ${JSON.stringify(card)} (ids look like "01-bright", "11-plain1")`);
    if (seen.has(card)) return fail(io, `duplicate card "${card}"`);
    seen.add(card);
  }
  const result = scoreCaptures(cards as string[], optionsSchema.parse(preset.options), month);
  io.out(JSON.stringify({ yaku: result.yaku, total: result.total }));
  return 0;
};

export const commands: Record<string, CliCommand> = { score };
