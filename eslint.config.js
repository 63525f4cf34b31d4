import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import pluginVue from 'eslint-plugin-vue';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const uiModules = ['vue', 'vue-*', 'pinia', '@vue/*', 'electron', '*.vue', '**/*.vue', '@renderer/*'];
/** The shell and the tests: a game plugs in through src/framework and src/plugin-api only. */
const shell = ['**/src/cli/**', '**/src/renderer/**', '**/src/main/**', '**/src/shared/**', '**/src/preload/**', '**/tests/**', '@renderer/*'];
/** The same folders as seen from a sibling under src/ (src/framework, src/plugin-api). */
const shellNextDoor = ['../cli/*', '../renderer/*', '../main/*', '../shared/*', '../preload/*'];
/** Every game folder under games/ (games/shared is the shared deck, not a game). */
const GAME_IDS = readdirSync(new URL('./games', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
const forbid = (groups, message) => groups.map((group) => ({ group: [group], message }));
const GAME = 'A game imports only src/framework and src/plugin-api, never the shell or the tests.';
const PURE = 'src/framework and game rules must stay free of Vue, DOM and Electron.';
const KERNEL = 'src/framework imports nothing of ours: no game, no plugin API, no shell.';
const ONE_GAME = 'A game never imports another game: what two games share lives in games/shared.';
const SHARED = 'games/shared is the deck every game may use: it imports src/framework only, never a game or the plugin API.';
const SHARED_UI =
  'games/shared/hanafuda/ui holds the table parts the hanafuda games share: it imports Vue, src/plugin-api and src/framework only, never a game or the shell.';
const API = 'src/plugin-api is implemented by the shell, not the other way round: it imports only src/framework.';

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'dist-web/**', 'dist-web-tiny/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'vue/multi-word-component-names': 'off',
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      'vue/html-indent': 'off',
      'vue/html-closing-bracket-newline': 'off',
      'vue/multiline-html-element-content-newline': 'off',
    },
  },
  // The boundaries (the later block wins for a file both match, so each repeats what it keeps forbidding).
  // Each game gets its own blocks: it may import src/framework, src/plugin-api and the shared hanafuda deck
  // (games/shared), never another game.
  ...GAME_IDS.flatMap((id) => {
    const others = forbid(GAME_IDS.filter((other) => other !== id).map((other) => `**/${other}`), ONE_GAME);
    return [
      {
        files: [`games/${id}/**/*.ts`, `games/${id}/**/*.vue`],
        rules: { 'no-restricted-imports': ['error', { patterns: [...forbid(shell, GAME), ...others] }] },
      },
      {
        // The game rules are pure TypeScript: no UI, DOM or Electron.
        files: [`games/${id}/*.ts`, `games/${id}/!(ui)/**/*.ts`],
        rules: {
          'no-restricted-imports': ['error', { patterns: [...forbid(uiModules, PURE), ...forbid(shell, GAME), ...others] }],
          'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator'],
        },
      },
    ];
  }),
  {
    // The shared deck serves every game and imports none, nor the plugin API: cards, names and art only.
    files: ['games/shared/**/*.ts', 'games/shared/**/*.vue'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...forbid(shell, GAME), ...forbid([...GAME_IDS.map((id) => `**/${id}`), '**/plugin-api/**'], SHARED)] }] },
  },
  {
    // The hanafuda games' shared table parts (hand row, field, lesson pieces) are Vue components and composables:
    // they may import Vue and the plugin API as a game does, but still no game and nothing of the shell.
    files: ['games/shared/hanafuda/ui/**/*.ts', 'games/shared/hanafuda/ui/**/*.vue'],
    rules: { 'no-restricted-imports': ['error', { patterns: forbid([...shell, ...GAME_IDS.map((id) => `**/${id}`)], SHARED_UI) }] },
  },
  {
    files: ['games/shared/*/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...forbid(uiModules, PURE), ...forbid(shell, GAME), ...forbid([...GAME_IDS.map((id) => `**/${id}`), '**/plugin-api/**'], SHARED)] }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator'],
    },
  },
  {
    files: ['src/plugin-api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: forbid([...shell, ...shellNextDoor, '**/games/**'], API) }] },
  },
  {
    // The framework is pure TypeScript: no UI, DOM or Electron.
    files: ['src/framework/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator'] },
  },
  {
    files: ['src/framework/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...forbid(uiModules, PURE), ...forbid([...shell, ...shellNextDoor, '**/games/**', '../plugin-api/*', '**/src/plugin-api/**'], KERNEL)] }],
    },
  },
);
