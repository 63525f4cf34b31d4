/**
 * How far a better `normal` could go against two `easy` players (not a test): first places, on the same
 * deals, of players that each know more than the last (preset quick, three seats, seats rotating). With
 * `--against normal` the others are `normal` (the arena figure `hard` is held to); with `--players 2` one
 * other, under preset two-player with 3 rounds (the two-seat figure):
 * - the playout policy alone (search/policy.ts), its best move by the view's sight, no search;
 * - `normal` as shipped (one-ply expectation over 80 sampled deals, greedy playouts);
 * - the same search looking into every other hand: the pile alone is sampled;
 * - the same search knowing the pile's order too: nothing is sampled (ties broken 4 ways).
 * The last two see what no fair player can; they bound what reading the table could give `normal`.
 *   npx tsx tools/hana-awase/ceiling.ts --games 300 --seed 7
 *   npx tsx tools/hana-awase/ceiling.ts --games 150 --seed 42 --against normal
 *   npx tsx tools/hana-awase/ceiling.ts --games 200 --seed 42 --against normal --players 2
 */
import { parseArgs } from 'node:util';
import type { Bot } from '../../src/framework/bot';
import { placesOf, resolveOptions, type AnyGame, type Seat } from '../../src/framework/game';
import { playBots } from '../../src/framework/play';
import { Rng } from '../../src/framework/rng';
import hanaAwase from '../../games/hana-awase/index';
import { easyBot } from '../../games/hana-awase/ai/easy';
import { NORMAL, normalBot, roundValue } from '../../games/hana-awase/ai/normal';
import { runGreedy } from '../../games/hana-awase/ai/search/policy';
import { snapshotGame } from '../../games/hana-awase/ai/search/snapshot-hooks';
import { RoundSim, SNAPSHOT_SIZE } from '../../games/hana-awase/engine/round-sim';
import { applyMove, sampleState } from '../../games/hana-awase/engine/snapshots';
import type { HanaAwaseMove, HanaAwaseState } from '../../games/hana-awase/state';
import type { HanaAwaseView } from '../../games/hana-awase/view';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '300' },
    seed: { type: 'string', default: '7' },
    against: { type: 'string', default: 'easy' },
    players: { type: 'string', default: '3' },
  },
});
const games = Number(values.games);
const seed = Number(values.seed);
const players = Number(values.players);
if (players !== 2 && players !== 3) throw new Error(`--players is 2 or 3, not ${values.players}`);
if (values.against !== 'easy' && values.against !== 'normal') throw new Error(`--against is easy or normal, not ${values.against}`);
const other = values.against === 'easy' ? easyBot : () => normalBot();
const options = players === 3 ? resolveOptions(hanaAwase, 'quick', {}) : resolveOptions(hanaAwase, 'two-player', { rounds: 3 });

/** The game, remembering the state behind each view it hands out: what the seeing players look into. */
const stateOf = new WeakMap<object, HanaAwaseState>();
const seeingGame = {
  ...hanaAwase,
  viewFor(state: HanaAwaseState, seat: Seat): HanaAwaseView {
    const view = hanaAwase.viewFor(state as never, seat) as HanaAwaseView;
    stateOf.set(view, state);
    return view;
  },
} as unknown as AnyGame;

const work = new RoundSim();

/** The policy's first choice, from the view alone (a sample fills the hidden zones the policy does not read at sight 2). */
function policyBot(): Bot<HanaAwaseView, HanaAwaseMove> {
  const order = snapshotGame(hanaAwase as never, 0, { ...NORMAL.policy, sight: 2 }).search!.orderMoves!;
  return {
    name: 'policy',
    choose: ({ view, legalMoves, seed: s }) => order(sampleState(view, Rng.fromSeed(s)), legalMoves)[0] as HanaAwaseMove,
  };
}

/** normal's search on the true state: the pile reshuffled for each of `samples` runs, or (`pile`) kept in order. */
function seeingBot(knowsPile: boolean): Bot<HanaAwaseView, HanaAwaseMove> {
  const runs = knowsPile ? 4 : NORMAL.samples;
  return {
    name: knowsPile ? 'sees-all' : 'sees-hands',
    choose({ view, legalMoves, seed: s }) {
      if (legalMoves.length === 1) return legalMoves[0] as HanaAwaseMove;
      const rng = Rng.fromSeed(s);
      work.load(stateOf.get(view) as HanaAwaseState);
      const truth = work.save(new Int32Array(SNAPSHOT_SIZE));
      const sums = new Array<number>(legalMoves.length).fill(0);
      for (let r = 0; r < runs; r++) {
        work.restore(truth);
        if (!knowsPile) {
          const rest = Array.from(work.pile.subarray(work.pileTop, work.pileTop + work.pileLen));
          rng.shuffleInPlace(rest).forEach((c, k) => (work.pile[work.pileTop + k] = c));
        }
        const deal = work.save(new Int32Array(SNAPSHOT_SIZE));
        const playoutSeed = rng.nextUint32();
        legalMoves.forEach((move, i) => {
          work.restore(deal);
          applyMove(work, move);
          runGreedy(work, Rng.fromSeed(playoutSeed), 0, NORMAL.policy);
          sums[i]! += roundValue(work, view.me, NORMAL.rival);
        });
      }
      return legalMoves[sums.indexOf(Math.max(...sums))] as HanaAwaseMove;
    },
  };
}

/** The share of first places (a shared first counts 1/k) of `make`'s player against the others. */
function firstShare(make: () => Bot<HanaAwaseView, HanaAwaseMove>): number {
  let first = 0;
  for (let i = 0; i < games; i++) {
    const seat = i % players;
    const seats = Array.from({ length: players }, (_, p) => (p === seat ? make() : other())) as Bot<unknown, unknown>[];
    const places = placesOf(playBots(seeingGame, options, (seed + i) >>> 0, seats).outcome);
    if (places[seat] === 1) first += 1 / places.filter((x) => x === 1).length;
  }
  return first / games;
}

const contenders: [string, () => Bot<HanaAwaseView, HanaAwaseMove>][] = [
  ['the playout policy alone', policyBot],
  ['normal', () => normalBot()],
  ['normal seeing every hand', () => seeingBot(false)],
  ['normal seeing every hand and the pile', () => seeingBot(true)],
];
for (const [name, make] of contenders) console.log(`${name}: ${(100 * firstShare(make)).toFixed(1)} % first against ${players - 1} ${values.against} (${games} games from seed ${seed})`);
