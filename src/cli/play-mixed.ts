/**
 * Plays one game where either seat may be an outside bot (a `cmd:` command line). Outside bots
 * get the hello, each decision, round results and the final result; a bad reply becomes a
 * random move, and a bot that crashes loses the game.
 */
import type { Bot } from '../framework/bot';
import type { AnyGame, Outcome, PlayerId } from '../framework/game';
import { other } from '../framework/game';
import { Match } from '../framework/match';
import type { PlayedGame } from '../framework/play';
import { Rng } from '../framework/rng';
import { ExternalBot, noFaults, type FaultCounts } from './external-bot';
import { PROTOCOL_VERSION } from './protocol';

export type SeatSpec = { readonly bot: Bot<unknown, unknown> } | { readonly command: string; readonly label: string };

export interface MixedResult extends PlayedGame {
  readonly faults: readonly [FaultCounts, FaultCounts];
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
  seats: readonly [SeatSpec, SeatSpec],
  { budgetMs, graceMs = 500, report }: MixedOptions,
): Promise<MixedResult> {
  const external = seats.map((s) => ('command' in s ? new ExternalBot(s.command, s.label, report) : null));
  const keyOf = (m: unknown): string | null => {
    const parsed = game.moveSchema.safeParse(m);
    return parsed.success ? game.moveKey(parsed.data) : null;
  };
  try {
    external.forEach((bot, seat) =>
      bot?.send({ type: 'hello', protocol: PROTOCOL_VERSION, game: game.id, options, seat }),
    );
    let match = Match.start(game, options, seed);
    const rng = Rng.fromSeed(seed ^ 0x5bd1e995);
    const decisionMs: [number[], number[]] = [[], []];
    let decisionId = 0;
    for (;;) {
      const player: PlayerId | null = match.toAct();
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
          return finish(external, forfeit(match, player), match, decisionMs);
        }
        move = 'index' in decision ? legalMoves[decision.index] : rng.pick(legalMoves);
      } else {
        move = (seat as { bot: Bot<unknown, unknown> }).bot.choose({ view, legalMoves, player, budgetMs, seed: rng.nextUint32() });
      }
      decisionMs[player].push(performance.now() - started);
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

function forfeit(match: Match<unknown, unknown, unknown, object>, loser: PlayerId): Outcome {
  const scores = match.game.outcome(match.state)?.scores ?? [0, 0];
  return { winner: other(loser), scores, reason: 'bot-crashed' };
}

function finish(
  external: readonly (ExternalBot | null)[],
  outcome: Outcome,
  match: Match<unknown, unknown, unknown, object>,
  decisionMs: [number[], number[]],
): MixedResult {
  external.forEach((bot, seat) => bot?.send({ type: 'result', outcome, seat }));
  const faults = external.map((bot) => bot?.faults ?? noFaults()) as [FaultCounts, FaultCounts];
  return { outcome, moves: match.moves.length, record: match.record(), decisionMs, faults };
}
