/** The long conformance run: hundreds of seeded games per preset (npx tsx tools/koikoi/conformance.ts [games]). */
import { checkConformance, formatFailures } from '../../src/framework/conformance';
import koikoi from '../../games/koikoi/index';
import { optionsSchema } from '../../games/koikoi/options';

const games = Number(process.argv[2] ?? 300);
for (const preset of koikoi.presets) {
  const t0 = performance.now();
  const failures = checkConformance(koikoi, { games, seed: 1000, optionSets: [optionsSchema.parse(preset.options)], viewEvery: 3 });
  console.log(`${preset.id}: ${games} games, ${failures.length} failures, ${Math.round((performance.now() - t0) / 1000)} s`);
  if (failures.length) console.log(formatFailures(failures));
}
