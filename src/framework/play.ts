/** Plays one game between bots, one per seat, giving each bot only its own view. */
import type { Seat } from './seats';
import type { Bot } from './bot';
import { seatCountIn, type AnyGame, type Outcome } from './game';
import { Match, type MatchRecord } from './match';
import { Rng } from './rng';

export interface PlayedGame {
  readonly outcome: Outcome;
  readonly moves: number;
  /** The game as seed + options + moves, for a save file (`arena --record`). */
  readonly record: MatchRecord;
  /** Milliseconds each seat spent per decision. */
  readonly decisionMs: readonly number[][];
}

/** One decision as it was made, for tools that watch a game (tuning and measuring scripts). */
interface PlayedDecision {
  readonly step: number;
  readonly player: Seat;
  readonly view: unknown;
  readonly legalMoves: readonly unknown[];
  readonly move: unknown;
  readonly ms: number;
}

export interface PlayOptions {
  readonly budgetMs?: number;
  readonly maxMoves?: number;
  readonly now?: () => number;
  /**
   * The seed each decision's bot gets. Default: a stream drawn from the game's seed (what the arena
   * plays). Tools whose published figures were measured with another seeding pass theirs, e.g.
   * `(step) => base + step`, so those figures still reproduce.
   */
  readonly botSeed?: (step: number) => number;
  /** Sees every decision after it is made (tools only). */
  readonly watch?: (decision: PlayedDecision) => void;
}

export function playBots(
  game: AnyGame,
  options: object,
  seed: number,
  seats: readonly Bot<unknown, unknown>[],
  { budgetMs = 1000, maxMoves = 100_000, now = () => performance.now(), botSeed, watch }: PlayOptions = {},
): PlayedGame {
  let match = Match.start(game, options, seed);
  const count = seatCountIn(game, match.state);
  if (seats.length !== count) throw new Error(`${game.id} seats ${count} under these options, not ${seats.length} bots`);
  const botRng = Rng.fromSeed(seed ^ 0x5bd1e995);
  const seedFor = botSeed ?? (() => botRng.nextUint32());
  const decisionMs: number[][] = seats.map(() => []);
  for (let n = 0; n < maxMoves; n++) {
    const player: Seat | null = match.toAct();
    if (player === null) {
      return { outcome: match.outcome()!, moves: match.moves.length, record: match.record(), decisionMs };
    }
    const legalMoves = match.legalMovesFor(player);
    const view = match.viewFor(player);
    const started = now();
    const move = (seats[player] as Bot<unknown, unknown>).choose({ view, legalMoves, player, budgetMs, seed: seedFor(n) });
    const ms = now() - started;
    (decisionMs[player] as number[]).push(ms);
    watch?.({ step: n, player, view, legalMoves, move, ms });
    // Our own bots answering an illegal move is a bug: play() throws with the reason.
    match = match.play(move);
  }
  throw new Error(`${game.id}: the game did not end within ${maxMoves} moves (seed ${seed})`);
}
