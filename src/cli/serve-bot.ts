/**
 * `serve-bot --game <id> --bot <level>`: one of our own bots behind the outside-bot protocol,
 * so another program (or another copy of the app) can play against it over stdin/stdout.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { findGame } from '../../games/index';
import { Rng } from '../framework/rng';
import type { CliCommand } from './command';
import { UsageError } from './command';
import { checkBotName, createBot, externalCommand } from './bots';
import { parseOptionOverrides } from './option-args';
import { hostMessageSchema, type Hello } from './protocol';

const USAGE = 'usage: serve-bot --game <id> --bot <level> [--option key=value]… [--seed S]';

function parse(args: readonly string[]): { gameId: string; level: string; seed: number; expected: Record<string, unknown> } {
  let values;
  try {
    values = parseArgs({
      args: [...args],
      options: { game: { type: 'string' }, bot: { type: 'string' }, option: { type: 'string', multiple: true }, seed: { type: 'string' } },
      strict: true,
    }).values;
  } catch (e) {
    throw new UsageError(`${(e as Error).message.split('\n')[0]} — ${USAGE}`);
  }
  if (!values.game || !values.bot) throw new UsageError(USAGE);
  const seed = Number(values.seed ?? 1);
  if (!Number.isInteger(seed)) throw new UsageError('--seed must be an integer');
  return { gameId: values.game, level: values.bot, seed, expected: parseOptionOverrides(values.option ?? []) };
}

export const serveBotCommand: CliCommand = async (args, io) => {
  const { gameId, level, seed, expected } = parse(args);
  const game = findGame(gameId);
  if (!game) throw new UsageError(`unknown game "${gameId}"`);
  // `--option` names the table this bot is served for: the options must be the game's, and a host that
  // seats it at another table is told on stderr (the bot still plays: the host decides the table).
  const checked = game.optionsSchema.safeParse({ ...game.presets[0]?.options, ...expected });
  if (!checked.success) throw new UsageError(`--option: ${checked.error.issues[0]?.message ?? 'not an option of this game'}`);
  if (externalCommand(level) !== null) throw new UsageError('serve-bot serves our own bots, not cmd: ones');
  checkBotName(game, level);
  const bot = createBot(game, level);
  const rng = Rng.fromSeed(seed);
  let hello: Hello | null = null;
  for await (const line of createInterface({ input: process.stdin })) {
    if (!line.trim()) continue;
    let message;
    try {
      message = hostMessageSchema.parse(JSON.parse(line));
    } catch {
      io.err(`serve-bot: ignored a line that is not a protocol message: ${line.slice(0, 120)}`);
      continue;
    }
    if (message.type === 'hello') {
      if (message.game !== game.id) io.err(`serve-bot: the host plays "${message.game}", this bot plays "${game.id}"`);
      for (const [key, value] of Object.entries(expected))
        if (message.options[key] !== value) io.err(`serve-bot: the host plays ${key}=${JSON.stringify(message.options[key])}, this bot was served for ${JSON.stringify(value)}`);
      hello = message;
    } else if (message.type === 'decide') {
      const legalMoves = message.legalMoves.map((m) => game.moveSchema.parse(m));
      const move = bot.choose({
        view: message.view,
        legalMoves,
        player: hello?.seat ?? (game.viewToAct(message.view) as number),
        budgetMs: message.timeMs,
        seed: rng.nextUint32(),
      });
      io.out(JSON.stringify({ type: 'move', id: message.id, move }));
    } else if (message.type === 'error') {
      io.err(`serve-bot: the host refused a reply: ${message.message}`);
    } else if (message.type === 'bye') {
      break;
    }
  }
  return 0;
};
