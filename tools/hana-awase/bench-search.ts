/**
 * How fast `hard` searches (not a test): iterations per second at the first decision of a few deals, for
 * two, three and four players.
 *   npx tsx tools/hana-awase/bench-search.ts [iterations] [deals]
 */
import { ismcts } from '../../src/framework/ismcts';
import { resolveOptions } from '../../src/framework/game';
import hanaAwase from '../../games/hana-awase/index';
import { HARD } from '../../games/hana-awase/ai/hard';
import { PLAYOUT_EPSILON } from '../../games/hana-awase/ai/search/policy';
import { snapshotGame } from '../../games/hana-awase/ai/search/snapshot-hooks';

const iterations = Number(process.argv[2] ?? 3000);
const deals = Number(process.argv[3] ?? 3);
const searchGame = snapshotGame(hanaAwase, PLAYOUT_EPSILON);
for (const [preset, players] of [['two-player', 2], ['quick', 3], ['classic', 4]] as const) {
  const options = resolveOptions(hanaAwase, preset, { players });
  let total = 0;
  for (let d = 0; d < deals; d++) {
    const s = hanaAwase.setup(options, d + 1);
    const view = hanaAwase.viewFor(s, s.turn);
    const started = performance.now();
    ismcts(searchGame, view, hanaAwase.legalMoves(s), { seed: d, iterations, exploration: HARD.exploration, commonDeals: HARD.commonDeals });
    total += performance.now() - started;
  }
  console.log(`${players} players (${preset}): ${Math.round((iterations * deals * 1000) / total)} iterations per second`);
}
