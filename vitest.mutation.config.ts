/**
 * The unit tests Stryker runs against each mutant (`npm run mutation`): the node project only — the
 * rules, scoring and kernel files it mutates are tested there, and the component tests' DOM would
 * only slow every mutant down.
 */
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.aliases';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.ts', 'games/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
