/**
 * Mutation testing of the rules, the scoring and the kernel (`npm run mutation`; not in CI — it takes
 * the better part of an hour on two cores). Every mutant that survives is either killed by a new test
 * or listed, with the reason it cannot be told apart, in tests/mutation-survivors.md.
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.mutation.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'games/hanamikoji/rules.ts',
    'games/hanamikoji/judge.ts',
    'games/hanamikoji/options.ts',
    'games/koikoi/rules.ts',
    'games/koikoi/month.ts',
    'games/koikoi/month-rules.ts',
    'games/koikoi/scoring.ts',
    'games/koikoi/yaku.ts',
    'games/koikoi/options.ts',
    'src/framework/zone-table.ts',
    'src/framework/turns.ts',
    'src/framework/deck.ts',
    'src/framework/match.ts',
    'src/framework/save.ts',
  ],
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
  concurrency: 2,
  timeoutMS: 30_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
