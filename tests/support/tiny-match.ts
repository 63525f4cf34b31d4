/** A Tiny Bids match under the standard preset, its first `moves` moves played by taking the first legal bid each time. */
import { resolveOptions } from '../../src/framework/game';
import { Match } from '../../src/framework/match';
import { tinyGame } from './tiny-game';

export function playedTiny(moves: number, seed = 11) {
  let match = Match.start(tinyGame, resolveOptions(tinyGame, 'standard'), seed);
  for (let i = 0; i < moves; i++) match = match.play(match.legalMovesFor(match.toAct()!)[0]!);
  return match;
}
