import { describe, expect, it } from 'vitest';
import { answer, type BotRequest } from '../../src/renderer/workers/bot-protocol';
import { Match } from '../../src/framework/match';
import type { AnyGame } from '../../src/framework/game';
import { tinyGame } from '../support/tiny-game';

const findGame = (id: string): AnyGame | undefined => (id === tinyGame.id ? tinyGame : undefined);

function request(level: string, overrides: Partial<BotRequest> = {}): BotRequest {
  const match = Match.start(tinyGame, { tieGoesTo: 'nobody' }, 9);
  return {
    id: 4,
    gameId: 'tiny',
    level,
    view: match.viewFor(0),
    legalMoves: match.legalMovesFor(0),
    player: 0,
    budgetMs: 50,
    seed: 1,
    ...overrides,
  };
}

describe('the bot worker’s answer', () => {
  it('is the index of the bot’s move among the legal moves, with the request id', () => {
    const req = request('greedy');
    const reply = answer(req, findGame);
    expect(reply).toMatchObject({ id: 4 });
    const index = (reply as { index: number }).index;
    const expected = tinyGame.bots!.greedy!().choose({ ...req, legalMoves: req.legalMoves as never[], view: req.view as never });
    expect(req.legalMoves[index]).toEqual(expected);
  });

  it('is the same for the same seed (reproducible bots)', () => {
    expect(answer(request('random', { seed: 77 }), findGame)).toEqual(answer(request('random', { seed: 77 }), findGame));
  });

  it('reports an unknown game instead of throwing in the worker', () => {
    expect(answer(request('greedy', { gameId: 'chess' }), findGame)).toEqual({ id: 4, error: 'unknown game "chess"' });
  });

  it('reports an unknown bot level', () => {
    expect(answer(request('grandmaster'), findGame)).toMatchObject({ id: 4, error: expect.stringContaining('unknown bot "grandmaster"') });
  });

  it('reports a bot that answers with a move outside the legal moves', () => {
    const cheating: AnyGame = { ...tinyGame, bots: { cheat: () => ({ name: 'cheat', choose: () => ({ type: 'bid', card: 'b99' }) }) } };
    const reply = answer(request('cheat'), () => cheating);
    expect(reply).toEqual({ id: 4, error: 'the cheat bot chose a move that is not legal: b99' });
  });
});
