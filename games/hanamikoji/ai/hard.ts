/** `hard`: the framework's ISMCTS over the contract's moves, guided by the heuristic (search/guided-hooks.ts). */
import type { Bot } from '../../../src/framework/bot';
import { ismctsBot, type IsmctsBotOptions } from '../../../src/framework/ismcts-bot';
import type { HanamikojiGame } from '../index';
import type { HanamikojiMove } from '../moves';
import type { HanamikojiView } from '../view';
import { guidedSearchHooks } from './search/guided-hooks';

/**
 * Thinks 300 ms per decision (the issue allows a second), the budget the arena figures were measured
 * at. Every node is keyed by the bot's own information set, so the opponent's picks and actions learn
 * from all the hands they may hold. Widening keeps the search on the heuristic's best few moves
 * (2 + 0.3·√visits): offering all hundred-odd moves at once spread the visits so thin that the most
 * visited move was close to a random pick among good ones. Tuning runs against normal, 100 games
 * each, seats alternating: all moves offered 53 %, widened 74 % (same games); exploration 0.3 vs 0.5
 * 65 % vs 60 % (other games); 150 ms 30 of the first 40 games, 300 ms 36 of the same 40.
 */
export const HARD_BOT: IsmctsBotOptions = {
  name: 'hard',
  maxMs: 300,
  observer: 'searcher',
  exploration: 0.3,
  widening: { base: 2, perSqrtVisit: 0.3 },
};

/** The game as `hard` searches it: the contract with the guided hooks. */
export const searchedGame = (game: HanamikojiGame): HanamikojiGame => ({ ...game, search: guidedSearchHooks });

/** `hard` with its settings, or with others under trial (tools/hanamikoji/duel.ts). */
export const hardBot = (game: HanamikojiGame, options: IsmctsBotOptions = HARD_BOT): Bot<HanamikojiView, HanamikojiMove> =>
  ismctsBot(searchedGame(game), options);
