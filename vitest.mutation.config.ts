/**
 * The unit tests Stryker runs against each mutant (`npm run mutation`): the node project only — the
 * rules, scoring and kernel files it mutates are tested there, and the component tests' DOM would
 * only slow every mutant down.
 */
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.aliases';

/**
 * MUTATION_TESTS narrows the run to the tests of the files being mutated (comma-separated paths or globs),
 * so that a mutant in code run at import (a static mutant, which Stryker tests against every test) costs
 * seconds instead of the whole suite. A narrower set can only kill fewer mutants: its score is a floor.
 */
const chosen = process.env.MUTATION_TESTS?.split(',').map((p) => p.trim()).filter(Boolean);

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    environment: 'node',
    include: chosen?.length ? chosen : ['tests/unit/**/*.test.ts', 'games/**/*.test.ts'],
    // Tests that run the command line, the app's start script or the security gate in child processes or
    // worker threads: outside Stryker's reach (they see no mutant, and instrumented they time out).
    exclude: [
      'tests/unit/cli/**',
      'tests/unit/**/cli.test.ts',
      'tests/unit/architecture/add-a-game-cli.test.ts',
      'tests/unit/main/start-script.test.ts',
      'tests/unit/security/**',
    ],
    testTimeout: 60_000,
  },
});
