/**
 * Plays one game where either seat may be an outside bot (a `cmd:` command line). Outside bots
 * get the hello, each decision, round results and the final result; a bad reply becomes a
 * random move, and a bot that crashes loses the game.
 */
import type { Bot } from '../framework/bot';
import type { AnyGame, Outcome, Seat } from '../framework/game';
import { Match } from '../framework/match';
import type { PlayedGame } from '../framework/play';
import { Rng } from '../framework/rng';
import { ExternalBot, noFaults, type FaultCounts } from './external-bot';
import { protocolFor } from './protocol';

export type SeatSpec = { readonly bot: Bot<unknown, unknown> } | { readonly command: string; readonly label: string };

export interface MixedResult extends PlayedGame {
  readonly faults: readonly FaultCounts[];
}

export interface MixedOptions {
  readonly budgetMs: number;
  /** Extra time an outside bot gets beyond the budget before its reply counts as late. */
  readonly graceMs?: number;
  readonly report?: (line: string) => void;
}

export async function playMixed(
  game: AnyGame,
  options: object,
  seed: number,
  seats: readonly SeatSpec[],
  { budgetMs, graceMs = 500, report }: MixedOptions,
): Promise<MixedResult> {
  const external = seats.map((s) => ('command' in s ? new ExternalBot(s.command, s.label, report) : null));
  const keyOf = (m: unknown): string | null => {
    const parsed = game.moveSchema.safeParse(m);
    return parsed.success ? game.moveKey(parsed.data) : null;
  };
  try {
    external.forEach((bot, seat) =>
      bot?.send({ type: 'hello', protocol: protocolFor(seats.length), game: game.id, options, seat, seats: seats.length }),
    );
    let match = Match.start(game, options, seed);
    const rng = Rng.fromSeed(seed ^ 0x5bd1e995);
    const decisionMs: number[][] = seats.map(() => []);
    let decisionId = 0;
    for (;;) {
      const player: Seat | null = match.toAct();
      if (player === null) break;
      const legalMoves = match.legalMovesFor(player);
      const view = match.viewFor(player);
      const started = performance.now();
      const seat = seats[player] as SeatSpec;
      const ext = external[player];
      let move: unknown;
      if (ext) {
        const events = match.events(player, game.turns?.roundOf(match.state));
        const decision = await ext.decide(decisionId++, view, legalMoves, budgetMs, graceMs, keyOf, events);
        if ('fault' in decision && decision.fault === 'crash') {
          return finish(external, forfeit(match, player, seats.length), match, decisionMs);
        }
        move = 'index' in decision ? legalMoves[decision.index] : rng.pick(legalMoves);
      } else {
        move = (seat as { bot: Bot<unknown, unknown> }).bot.choose({ view, legalMoves, player, budgetMs, seed: rng.nextUint32() });
      }
      (decisionMs[player] as number[]).push(performance.now() - started);
      const before = match.state;
      match = match.play(move);
      const round = game.roundResult?.(before, match.state);
      if (round) external.forEach((bot) => bot?.send({ type: 'round', result: round }));
    }
    return finish(external, match.outcome()!, match, decisionMs);
  } finally {
    await Promise.all(external.map((bot) => bot?.close()));
  }
}

/** A crashed bot's game: it comes last, everyone else shares first place (two seats: the other seat wins). */
function forfeit(match: Match<unknown, unknown, unknown, object>, loser: Seat, seats: number): Outcome {
  const scores = match.game.outcome(match.state)?.scores ?? new Array<number>(seats).fill(0);
  if (seats === 2) return { winner: loser === 0 ? 1 : 0, scores, reason: 'bot-crashed' };
  return { winner: null, scores, reason: 'bot-crashed', places: scores.map((_, seat) => (seat === loser ? seats : 1)) };
}

function finish(
  external: readonly (ExternalBot | null)[],
  outcome: Outcome,
  match: Match<unknown, unknown, unknown, object>,
  decisionMs: number[][],
): MixedResult {
  external.forEach((bot, seat) => bot?.send({ type: 'result', outcome, seat }));
  const faults = external.map((bot) => bot?.faults ?? noFaults());
  return { outcome, moves: match.moves.length, record: match.record(), decisionMs, faults };
}
