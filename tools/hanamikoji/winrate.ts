/**
 * Quick win-rate measurement between two bots, seats alternating (not a test; long-running).
 * Usage: npx tsx tools/hanamikoji/winrate.ts <botA> <botB> [games=1000] [seed=1] [preset=official]
 */
import { makeBot } from '../../src/framework/bot';
import { resolveOptions, type PlayerId } from '../../src/framework/game';
import game, { type HanamikojiMove } from '../../games/hanamikoji/index';

const [nameA = 'normal', nameB = 'random', gamesArg = '1000', seedArg = '1', preset = 'official'] = process.argv.slice(2);
const games = Number(gamesArg);
const seed = Number(seedArg);
const options = resolveOptions(game, preset);
const bots = [makeBot(game, nameA), makeBot(game, nameB)];
let winsA = 0;
let winsB = 0;
let draws = 0;
let rounds = 0;
const started = Date.now();
for (let i = 0; i < games; i++) {
  const seatOfA: PlayerId = i % 2 === 0 ? 0 : 1;
  let state = game.setup(options, seed * 100003 + i);
  let step = 0;
  for (let p = game.toAct(state); p !== null; p = game.toAct(state)) {
    const bot = bots[p === seatOfA ? 0 : 1]!;
    const move = bot.choose({ view: game.viewFor(state, p), legalMoves: game.legalMoves(state), player: p, budgetMs: 1000, seed: seed * 7919 + i * 1000 + step++ }) as HanamikojiMove;
    const err = game.validate(state, move);
    if (err) throw new Error(`${bot.name} played an illegal move: ${err.message}`);
    state = game.apply(state, move);
  }
  const out = game.outcome(state)!;
  rounds += state.round;
  if (out.winner === null) draws++;
  else if (out.winner === seatOfA) winsA++;
  else winsB++;
}
const secs = (Date.now() - started) / 1000;
console.log(
  `${nameA} vs ${nameB}: ${games} games (seed ${seed}, ${preset}) — ${nameA} ${winsA} (${((100 * winsA) / games).toFixed(1)}%), ` +
    `${nameB} ${winsB}, draws ${draws}; ${(rounds / games).toFixed(2)} rounds/game; ${secs.toFixed(1)} s`,
);
