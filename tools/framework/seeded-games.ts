/**
 * Plays a fixed set of seeded random games of every registered game under every preset and
 * records, per game, the moves and a fingerprint of every state, of both players' views and of
 * a seeded resampling of each: the proof that a refactor of the kernel or of a game keeps the
 * same seeds giving the same games. Rewrites tests/fixtures/seeded-games.json:
 *   npx tsx tools/framework/seeded-games.ts
 * Only record again after a change that is meant to change play, and say so in the commit.
 */
import { writeFileSync } from 'node:fs';
import { games } from '../../games';
import { fingerprintGame, playSeededRandom, type SeededGame } from '../../tests/support/seeded-games';

const SEEDS_PER_PRESET = 3;
const out: SeededGame[] = [];
for (const game of games) {
  for (const preset of game.presets) {
    for (let seed = 1; seed <= SEEDS_PER_PRESET; seed++) {
      const moves = playSeededRandom(game, preset.id, seed);
      out.push({ gameId: game.id, presetId: preset.id, seed, moves, ...fingerprintGame(game, preset.id, seed, moves) });
    }
  }
}
writeFileSync('tests/fixtures/seeded-games.json', JSON.stringify(out, null, 1) + '\n');
console.log(`recorded ${out.length} games`);
