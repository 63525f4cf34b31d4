/** The bridge must carry the framework's real save files for every registered game, unchanged. */
import { describe, expect, it } from 'vitest';
import { games, findGame } from '../../../games/index';
import { resolveOptions, seatCountIn } from '../../../src/framework/game';
import { Match } from '../../../src/framework/match';
import { loadSave, toSave } from '../../../src/framework/save';
import { parseRequest } from '../../../src/shared/bridge';

/** The save's seats: the person in seat 0 and `hard` in every other seat of the table (three in Hana-awase's classic game). */
const metaFor = (seats: number) => ({
  seats: Array.from({ length: seats }, (_, seat) => (seat === 0 ? { kind: 'human' as const } : { kind: 'bot' as const, level: 'hard' })),
  presetId: null,
  startedAt: '2026-11-21T10:00:00.000Z',
  savedAt: '2026-11-21T10:05:00.000Z',
});

describe.each(games.map((g) => [g.id, g] as const))('a saved %s match', (_id, game) => {
  it('passes the bridge’s validation and replays after the round trip', () => {
    let match = Match.start(game, resolveOptions(game, undefined), 20261121);
    for (let i = 0; i < 12 && match.outcome() === null; i++) {
      const moves = game.legalMoves(match.state);
      match = match.play(moves[i % moves.length]);
    }
    const save = toSave(match, metaFor(seatCountIn(game, match.state)));
    const request = parseRequest('saves:put', [game.id, JSON.parse(JSON.stringify(save))]);
    expect(request.ok).toBe(true);
    if (!request.ok) return;
    const [, sent] = request.args;
    expect(sent).toEqual(JSON.parse(JSON.stringify(save)));
    const loaded = loadSave(sent, findGame);
    expect(loaded.ok && loaded.match.moves.length).toBe(match.moves.length);
  });
});
