/**
 * `review`: reads a saved game on stdin and prints one JSON line per decision of the reviewed seats
 * (every decision with at least two legal moves) and a summary line. Progress goes to stderr.
 */
import { parseArgs } from 'node:util';
import { isLang, LANGS, type Seat } from '../framework/game';
import { REVIEW_BUDGET_MS, REVIEW_SEED, reviewedSeats } from '../framework/review-record';
import { decisionIndices, reviewMatch, summarize, type DecisionReview } from '../framework/review';
import { loadSave } from '../framework/save';
import { findGame } from '../../games/index';
import type { CliCommand } from './command';
import { UsageError } from './command';
import { parseOptionOverrides } from './option-args';
import { progressBar } from './progress';

const USAGE = 'usage: review --game <id> [--seat S] [--option key=value]… [--budget-ms MS] [--lang en|ja|de] < save.json';

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** The decision as one JSON line: the fields the issue names first, then the round and the reason. */
const decisionLine = (d: DecisionReview): string =>
  JSON.stringify({
    index: d.index,
    player: d.player,
    round: d.round,
    move: d.move,
    best: d.best,
    winChance: round3(d.winChance),
    winChanceBest: round3(d.winChanceBest),
    loss: round3(d.loss),
    label: d.label,
    reason: d.reason,
  });

function parse(args: readonly string[]) {
  try {
    return parseArgs({
      args: [...args],
      options: { game: { type: 'string' }, seat: { type: 'string' }, option: { type: 'string', multiple: true }, 'budget-ms': { type: 'string' }, lang: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (e) {
    throw new UsageError(`${(e as Error).message.split('\n')[0]} — ${USAGE}`);
  }
}

export const reviewCommand: CliCommand = async (args, io) => {
  const values = parse(args);
  if (values.game === undefined) throw new UsageError(`missing --game — ${USAGE}`);
  if (!findGame(values.game)) throw new UsageError(`unknown game "${values.game}"`);
  const expected = parseOptionOverrides(values.option ?? []);
  const budgetMs = values['budget-ms'] === undefined ? REVIEW_BUDGET_MS : Number(values['budget-ms']);
  if (!Number.isInteger(budgetMs) || budgetMs <= 0) throw new UsageError('--budget-ms must be a positive integer');
  if (values.lang !== undefined && !isLang(values.lang)) throw new UsageError(`--lang must be one of ${LANGS.join(', ')}`);
  const loaded = loadSave(await io.readStdin(), findGame);
  if (!loaded.ok) throw new UsageError(loaded.error.message.split('\n')[0] as string);
  if (loaded.match.game.id !== values.game) throw new UsageError(`the saved game is ${loaded.match.game.id}, not ${values.game}`);
  // `--option` names options the saved game must have been played under (a review of the table you meant).
  for (const [key, value] of Object.entries(expected)) {
    const played = (loaded.match.options as Record<string, unknown>)[key];
    if (played !== value) throw new UsageError(`the saved game was played with ${key}=${JSON.stringify(played)}, not ${JSON.stringify(value)}`);
  }
  const seatCount = loaded.meta.seats.length;
  if (values.seat !== undefined && !(/^\d+$/.test(values.seat) && Number(values.seat) < seatCount))
    throw new UsageError(`--seat must be a seat of the saved game, 0 to ${seatCount - 1}`);
  const seats: Seat[] = values.seat !== undefined ? [Number(values.seat)] : reviewedSeats(loaded.meta);
  const total = decisionIndices(loaded.match, seats).length;
  const progress = progressBar(total, `review ${values.game}`);
  const decisions: DecisionReview[] = [];
  for (const d of reviewMatch(loaded.match, seats, { budgetMs, seed: REVIEW_SEED, lang: values.lang ?? 'en' })) {
    decisions.push(d);
    io.out(decisionLine(d));
    progress(decisions.length);
  }
  io.out(JSON.stringify({ summary: summarize(decisions) }));
  return 0;
};
