import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';
import { aliases } from './vite.aliases';
import { bundledLicences } from './scripts/bundled-licences';

export default defineConfig({
  plugins: [vue(), bundledLicences()],
  resolve: { alias: aliases },
  test: {
    // Generous per-test limit: the suite also runs on busy two-core machines.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'games/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'happy-dom',
          include: ['tests/components/**/*.test.ts'],
        },
      },
    ],
  },
});
