/**
 * The architecture's nevers, enforced by ESLint (eslint.config.js) — proven here by linting small
 * files placed where the rule applies: each forbidden import is reported, each allowed one is not.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function importErrors(filePath: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${from}';\nexport const y = x;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the import boundaries', () => {
  it.each([
    ['games/koikoi/cli.ts', '../../src/cli/arena'],
    ['games/koikoi/rules.ts', '../../src/renderer/stores/match'],
    ['games/hanamikoji/ui/Board.vue.ts', '../../../src/renderer/learn/sections'],
    ['games/hanamikoji/ui/learn/index.ts', '../../../../src/shared/settings'],
    ['games/koikoi/sim/x.ts', '../../../src/main/store'],
    ['games/koikoi/view.ts', '../../tests/support/tiny-game'],
  ])('forbid %s to import %s', async (file, from) => {
    expect(await importErrors(file, from)).toEqual([expect.stringContaining('A game imports only src/framework and src/plugin-api')]);
  });

  it.each([
    ['games/koikoi/rules.ts', '../hanamikoji/rules'],
    ['games/koikoi/ui/Board.vue.ts', '../../hanamikoji/ui/cards'],
    ['games/hanamikoji/ai/easy.ts', '../../koikoi/yaku'],
  ])('forbid one game (%s) to import another (%s)', async (file, from) => {
    expect(await importErrors(file, from)).toEqual([expect.stringContaining('A game never imports another game')]);
  });

  it.each([
    ['games/shared/hanafuda/cards.ts', '../../koikoi/yaku'],
    ['games/shared/hanafuda/art/deck.ts', '../../../hanamikoji/rules'],
    ['games/shared/hanafuda/cards.ts', '../../../src/plugin-api/board'],
  ])('forbid the shared deck (%s) to import %s', async (file, from) => {
    expect(await importErrors(file, from)).toEqual([expect.stringContaining('games/shared is the deck every game may use')]);
  });

  it.each([
    ['games/shared/hanafuda/cards.ts', '../../../src/renderer/stores/match'],
    ['games/shared/hanafuda/art/HanafudaCard.vue.ts', '../../../../src/shared/settings'],
  ])('forbid the shared deck (%s) to import the shell (%s)', async (file, from) => {
    expect(await importErrors(file, from)).toEqual([expect.stringContaining('A game imports only src/framework and src/plugin-api')]);
  });

  it('keep the shared deck’s cards free of Vue', async () => {
    expect(await importErrors('games/shared/hanafuda/cards.ts', 'vue')).toEqual([expect.stringContaining('free of Vue, DOM and Electron')]);
  });

  it.each([
    ['games/shared/hanafuda/ui/HandRow.vue.ts', '../../../koikoi/ui/labels'],
    ['games/shared/hanafuda/ui/learn/PresetSelect.vue.ts', '../../../../hana-awase/options'],
    ['games/shared/hanafuda/ui/table.ts', '../../../hanamikoji/rules'],
    ['games/shared/hanafuda/ui/HandRow.vue.ts', '../../../../src/renderer/stores/match'],
    ['games/shared/hanafuda/ui/table.ts', '../../../../src/shared/settings'],
    ['games/shared/hanafuda/ui/table.ts', '@renderer/i18n'],
    ['games/shared/hanafuda/ui/table.ts', '../../../../tests/support/tiny-game'],
  ])('forbid the shared table parts (%s) to import a game or the shell (%s)', async (file, from) => {
    expect(await importErrors(file, from)).toEqual([expect.stringContaining('games/shared/hanafuda/ui holds the table parts')]);
  });

  it.each([
    ['src/framework/match.ts', '../../games/index'],
    ['src/framework/review.ts', '../plugin-api/learn'],
    ['src/framework/save.ts', '../shared/bridge'],
  ])('forbid the framework (%s) to import %s', async (file, from) => {
    expect(await importErrors(file, from)).toEqual([expect.stringContaining('src/framework imports nothing of ours')]);
  });

  it('forbid the plugin API to import a game', async () => {
    expect(await importErrors('src/plugin-api/learn.ts', '../../games/koikoi')).toEqual([expect.stringContaining('src/plugin-api is implemented by the shell')]);
  });

  it('keep game rules free of Vue', async () => {
    expect(await importErrors('games/koikoi/scoring.ts', 'vue')).toEqual([expect.stringContaining('free of Vue, DOM and Electron')]);
  });

  it.each([
    ['games/koikoi/cli.ts', '../../src/plugin-api/cli'],
    ['games/koikoi/rules.ts', '../shared/hanafuda/cards'],
    ['games/koikoi/ui/Board.vue.ts', '../../shared/hanafuda/art/HanafudaCard.vue'],
    ['games/shared/hanafuda/art/HanafudaCard.vue.ts', 'vue'],
    ['games/shared/hanafuda/ui/HandRow.vue.ts', 'vue'],
    ['games/shared/hanafuda/ui/HandRow.vue.ts', '../art/HanafudaCard.vue'],
    ['games/shared/hanafuda/ui/labels.ts', '../cards'],
    ['games/shared/hanafuda/ui/learn/PresetSelect.vue.ts', '../../../../../src/plugin-api/ui/lang'],
    ['games/shared/hanafuda/ui/table.ts', '../../../../src/framework/game'],
    ['games/koikoi/ui/HandRow.vue.ts', '../../shared/hanafuda/ui/HandRow.vue'],
    ['games/koikoi/rules.ts', '../../src/framework/zone-table'],
    ['games/koikoi/ui/learn/KoikoiQuiz.ts', '../../../../src/plugin-api/ui/practice-session'],
    ['src/renderer/learn/sections.ts', '../../../games/index'],
  ])('allow %s to import %s', async (file, from) => {
    expect(await importErrors(file, from)).toEqual([]);
  });
});
