/**
 * Hana-awase CLI commands. `score` scores one round (issue #27's contract):
 *   npm run -s cli -- hana-awase score [--preset classic|two-player|quick] [--option key=value]… < round.json
 * stdin: {"dealer": 0, "captured": [[card ids of seat 0], [seat 1], …]} — 2 to 4 piles, one per seat; under
 * zero-sum they hold all 48 cards once, under additive they may leave cards out.
 * stdout: {"seats": [{"cardPoints", "yaku": [{"id", "points"}], "yakuTotal", "score"}, …], "void", "nextDealer"}.
 * Bad arguments or input: one line on stderr and exit code 2.
 */
import { parseArgs } from 'node:util';
import { EXIT_USAGE, type CliCommand, type CliIo } from '../../src/plugin-api/cli';
import { MAX_SEATS, MIN_SEATS } from '../../src/framework/seats';
import { CARD_IDS, isCardId } from '../shared/hanafuda/cards';
import { optionsSchema, presets, type HanaAwaseOptions } from './options';
import { scoreRound } from './scoring';

const USAGE = `usage: hana-awase score [--preset ${presets.map((p) => p.id).join('|')}] [--option key=value]… < {"dealer": 0, "captured": [[…], …]}`;
const INPUT = 'stdin must be one JSON object {"dealer": <seat>, "captured": [[card ids of seat 0], [seat 1], …]}';

function fail(io: CliIo, message: string): number {
  io.err(message);
  return EXIT_USAGE;
}

type OptionKey = keyof HanaAwaseOptions;
const OPTION_KEYS = Object.keys(optionsSchema.shape) as OptionKey[];
const isOptionKey = (key: string): key is OptionKey => (OPTION_KEYS as string[]).includes(key);

/** `true`/`false` are booleans and numbers are numbers (as the shell's `--option`); anything else stays text. */
function parseValue(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text.trim() !== '' && !Number.isNaN(Number(text))) return Number(text);
  return text;
}

/** The values an option's schema takes, for the error message ("1, 0", "normal, cancels-yaku, owner-only"). */
function allowedValues(key: OptionKey): string {
  const schema = optionsSchema.shape[key].unwrap() as { def: { type: string }; options?: readonly unknown[] };
  if (schema.def.type === 'boolean') return 'true, false';
  const values = (schema.options ?? []).flatMap((o) => (typeof o === 'object' && o !== null && 'values' in o ? [...(o.values as Set<unknown>)] : [o]));
  return values.map(String).join(', ');
}

/** The `--option` pairs as options, or the one line that says what is wrong with them. */
function readOptions(pairs: readonly string[]): Partial<HanaAwaseOptions> | string {
  const out: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) return `--option needs key=value, got ${JSON.stringify(pair)}`;
    const key = pair.slice(0, eq);
    const text = pair.slice(eq + 1);
    if (!isOptionKey(key)) return `unknown option ${JSON.stringify(key)} (known: ${OPTION_KEYS.join(', ')})`;
    if (key in out) return `option "${key}" is given twice`;
    const parsed = optionsSchema.shape[key].safeParse(parseValue(text));
    if (!parsed.success) return `bad value ${JSON.stringify(text)} for option ${key} (allowed: ${allowedValues(key)})`;
    out[key] = parsed.data;
  }
  return out as Partial<HanaAwaseOptions>;
}

interface Round {
  readonly dealer: number;
  readonly captured: string[][];
}

/** The round on stdin, checked but for the options' own rules (the 48 cards under zero-sum), or what is wrong. */
function readRound(text: string): Round | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `stdin is not valid JSON — ${INPUT}`;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return INPUT;
  const { dealer, captured } = json as { dealer?: unknown; captured?: unknown };
  if (!Array.isArray(captured)) return `"captured" is missing or not an array — ${INPUT}`;
  if (captured.length < MIN_SEATS || captured.length > MAX_SEATS)
    return `"captured" must hold ${MIN_SEATS} to ${MAX_SEATS} piles, one per seat; got ${captured.length}`;
  const seatOf = new Map<string, number>();
  for (const [seat, pile] of captured.entries()) {
    if (!Array.isArray(pile)) return `seat ${seat}'s pile must be an array of card ids, got ${JSON.stringify(pile)}`;
    for (const card of pile as unknown[]) {
      if (!isCardId(card)) return `unknown card id ${JSON.stringify(card)} in seat ${seat}'s pile (ids look like "01-bright", "11-plain1")`;
      const first = seatOf.get(card);
      if (first !== undefined) return `card "${card}" is repeated (seat ${first}${first === seat ? ' twice' : ` and seat ${seat}`})`;
      seatOf.set(card, seat);
    }
  }
  const n = captured.length;
  if (typeof dealer !== 'number' || !Number.isInteger(dealer) || dealer < 0 || dealer >= n)
    return `"dealer" must be a seat of the table, a whole number from 0 to ${n - 1}; got ${JSON.stringify(dealer ?? null)}`;
  return { dealer, captured: captured as string[][] };
}

const score: CliCommand = async (args, io) => {
  let values: { preset?: string; option?: string[] };
  try {
    ({ values } = parseArgs({ args: [...args], options: { preset: { type: 'string' }, option: { type: 'string', multiple: true } }, strict: true }));
  } catch (e) {
    return fail(io, `${(e as Error).message.split('\n')[0]} — ${USAGE}`);
  }
  const presetId = values.preset ?? 'classic';
  const preset = presets.find((p) => p.id === presetId);
  if (!preset) return fail(io, `unknown preset ${JSON.stringify(presetId)} (known: ${presets.map((p) => p.id).join(', ')})`);
  const overrides = readOptions(values.option ?? []);
  if (typeof overrides === 'string') return fail(io, overrides);

  const round = readRound(await io.readStdin());
  if (typeof round === 'string') return fail(io, round);
  const n = round.captured.length;
  // The table's size is the number of piles; only an explicit --option players may disagree with it (a preset's
  // own players, e.g. two-player's 2, gives way to the piles).
  if (overrides.players !== undefined && overrides.players !== n)
    return fail(io, `--option players=${overrides.players} disagrees with the ${n} piles on stdin`);
  const options = optionsSchema.parse({ ...preset.options, ...overrides, players: n });
  if (options.scoring === 'zero-sum') {
    const held = new Set(round.captured.flat());
    const missing = CARD_IDS.filter((id) => !held.has(id));
    if (missing.length > 0)
      return fail(io, `under zero-sum scoring the piles must hold all 48 cards once; missing ${missing.length}: ${missing.join(', ')}`);
  }

  const result = scoreRound(round.captured, round.dealer, options);
  io.out(
    JSON.stringify({
      seats: result.seats.map((s) => ({ cardPoints: s.cardPoints, yaku: s.yaku.map((y) => ({ id: y.id, points: y.points })), yakuTotal: s.yakuTotal, score: s.score })),
      void: result.void,
      nextDealer: result.nextDealer,
    }),
  );
  return 0;
};

export const commands: Record<string, CliCommand> = { score };
