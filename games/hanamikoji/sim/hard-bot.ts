/** Settings of the `hard` bot: ISMCTS over the contract's moves with the simulator's playouts. */
import type { IsmctsBotOptions } from '../../../src/framework/ismcts-bot';

/**
 * Thinks at most 850 ms, so it answers within a second on one core. Every node is keyed by the bot's
 * own information set, so the opponent's picks and actions learn from all the hands they may hold.
 */
export const HARD_BOT: IsmctsBotOptions = { name: 'hard', maxMs: 850, observer: 'searcher' };
