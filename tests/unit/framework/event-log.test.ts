import { describe, expect, it } from 'vitest';
import hanamikoji from '../../../games/hanamikoji';
import koikoi from '../../../games/koikoi';
import { resolveOptions, type AnyGame } from '../../../src/framework/game';
import { Match } from '../../../src/framework/match';
import { Rng } from '../../../src/framework/rng';
import { tinyGame } from '../../support/tiny-game';

const tiny = () => Match.start(tinyGame, { tieGoesTo: 'nobody' }, 7);

describe('the public event log', () => {
  it('shows a face-down bid to the bidder by name', () => {
    const match = tiny();
    const card = match.state.hands[0]![0] as string;
    const [event] = match.play({ type: 'bid', card }).events(0);
    expect(event).toEqual({
      index: 0, player: 0, type: 'bid', round: 1,
      changes: [{ zone: 'hand0', added: [], removed: [card] }, { zone: 'firstBid', added: [card], removed: [] }],
    });
  });

  it('shows the same face-down bid to the other player as a card they cannot see', () => {
    const match = tiny();
    const [event] = match.play({ type: 'bid', card: match.state.hands[0]![0] as string }).events(1);
    expect(event?.changes).toEqual([{ zone: 'hand0', added: [], removed: [null] }, { zone: 'firstBid', added: [null], removed: [] }]);
  });

  it('keeps only the asked round’s events', () => {
    let match = tiny();
    for (let i = 0; i < 3; i++) match = match.play(tinyGame.legalMoves(match.state)[0]!);
    expect(match.events(0, 2).map((e) => e.index)).toEqual([2]);
  });

  it('has an event for every move of a game that declares no zones, with no cards moving', () => {
    const zoneless = { ...tinyGame, zones: undefined };
    let match = Match.start(zoneless, { tieGoesTo: 'nobody' }, 7);
    for (let i = 0; i < 2; i++) match = match.play(zoneless.legalMoves(match.state)[0]!);
    expect(match.events(1)).toEqual([
      { index: 0, player: 0, type: 'bid', round: 1, changes: [] },
      { index: 1, player: 1, type: 'bid', round: 1, changes: [] },
    ]);
  });

  it('names a Hanamikoji secret to its owner and only counts it for the opponent', () => {
    let match = Match.start(hanamikoji, resolveOptions(hanamikoji, undefined, { firstPlayer: 'me' }), 3);
    const card = match.state.hands[0]![0]!;
    match = match.play({ type: 'secret', card });
    const secretFor = (viewer: 0 | 1) => match.events(viewer)[0]?.changes.find((c) => c.zone === 'secret0');
    expect(secretFor(0)).toEqual({ zone: 'secret0', added: [card], removed: [] });
    expect(secretFor(1)).toEqual({ zone: 'secret0', added: [null], removed: [] });
  });

  it('never names a card in an event that neither of the viewer’s views shows (random games of both games)', () => {
    for (const game of [hanamikoji, koikoi] as AnyGame[]) {
      for (let seed = 1; seed <= 3; seed++) {
        let match = Match.start(game, resolveOptions(game, undefined), seed);
        const rng = Rng.fromSeed(seed);
        for (let n = 0; n < 60 && match.toAct() !== null; n++) match = match.play(rng.pick(game.legalMoves(match.state)));
        for (const viewer of [0, 1] as const) {
          match.events(viewer).forEach((event, i) => {
            const shown = (state: unknown) => JSON.stringify(game.zones!.seen(state, viewer));
            const visible = shown(match.states[i]) + shown(match.states[i + 1]);
            for (const change of event.changes)
              for (const card of [...change.added, ...change.removed]) if (card !== null) expect(visible).toContain(`"${card}"`);
          });
        }
      }
    }
  });
});
