import { test, expect } from './harness';
import { games } from '../../games/index';
import { matchingPreset, resolveOptions, type AnyGame } from '../../src/framework/game';
import { optionFields, type OptionField } from '../../src/renderer/options/fields';

/** An option of `game` and a value for it that no preset uses, so choosing it makes the rules "Custom". */
function customizingChange(game: AnyGame): { field: OptionField; value: unknown } {
  const base = resolveOptions(game, game.presets[0]?.id) as Record<string, unknown>;
  for (const field of optionFields(game.optionsSchema, game.optionSpecs, 'en')) {
    const candidates: unknown[] =
      field.kind === 'boolean' ? [!base[field.key]] : field.kind === 'select' ? field.choices.map((c) => c.value) : [];
    for (const value of candidates) {
      if (value !== base[field.key] && matchingPreset(game, { ...base, [field.key]: value }) === null) return { field, value };
    }
  }
  throw new Error(`${game.id} has no boolean or choice option that leaves every preset`);
}

/** Screens of the shell for the docs: written to docs/screenshots with UPDATE_SCREENSHOTS=1, else to test-results. */
const shotDir = process.env.UPDATE_SCREENSHOTS ? 'docs/screenshots' : `test-results/e2e-${process.env.E2E_RUN_ID}/screenshots`;

test.beforeAll(() => {
  if (games.length === 0) throw new Error('games/index.ts registers no game: the launcher has nothing to list');
});

test('the launcher lists every registered game with its title and description', async ({ page }) => {
  const list = page.getByTestId('game-list');
  await expect(list).toBeVisible();
  for (const game of games) {
    const card = list.locator(`[data-game="${game.id}"]`);
    await expect(card.getByRole('heading', { name: game.title.en })).toBeVisible();
    await expect(card).toContainText(game.description.en);
    await expect(card.getByRole('button', { name: `New game of ${game.title.en}` })).toBeVisible();
  }
});

test('the new-game panel shows the options generated from the schema and turns the preset into Custom', async ({ page }) => {
  const game = games[0] as AnyGame;
  await page.getByRole('button', { name: `New game of ${game.title.en}` }).click();
  const panel = page.getByTestId('new-game-panel');
  await expect(panel).toBeVisible();

  const fields = optionFields(game.optionsSchema, game.optionSpecs, 'en');
  await expect(panel.locator('[data-option]')).toHaveCount(fields.length);
  for (const field of fields) await expect(panel.locator(`[data-option="${field.key}"]`)).toContainText(field.label);

  const preset = panel.getByTestId('preset');
  await expect(preset).toHaveValue(game.presets[0]!.id);
  await expect(panel.getByText('Custom', { exact: true })).toHaveCount(0);

  const { field, value } = customizingChange(game);
  const row = panel.locator(`[data-option="${field.key}"]`);
  if (field.kind === 'boolean') await row.getByRole('switch').click();
  else await row.locator('select').selectOption(String(value));

  await expect(preset).toHaveValue('__custom');
  await expect(preset.locator('option:checked')).toHaveText('Custom');

  // Choosing the preset again restores its options.
  await preset.selectOption(game.presets[0]!.id);
  await expect(preset).toHaveValue(game.presets[0]!.id);
  if (field.kind === 'boolean') await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', String(!value));

  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toHaveCount(0);
});

test('choosing Japanese in the settings translates the app and persists across a reload', async ({ page }) => {
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByTestId('language').getByText('日本語').click();
  await expect(page.getByRole('heading', { name: '設定', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'ゲームを選ぶ', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '設定' }).click();
  await expect(page.getByTestId('language').getByRole('radio', { name: '日本語' })).toBeChecked();
});


for (const lang of ['en', 'ja'] as const) {
  const suffix = lang === 'en' ? '' : '-ja';
  const words = {
    en: { settings: 'Settings', about: 'About', heading: 'Choose a game', licence: 'Licence' },
    ja: { settings: '設定', about: 'このアプリについて', heading: 'ゲームを選ぶ', licence: 'ライセンス' },
  }[lang];

  test(`the shell's screens in ${lang}: launcher, new-game panel, settings, about with licences`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 860 });
    if (lang === 'ja') {
      await page.getByRole('button', { name: 'Settings' }).click();
      await page.getByTestId('language').getByText('日本語').click();
      await page.locator('[data-nav="launcher"]').click();
    }
    await expect(page.getByRole('heading', { name: words.heading, level: 1 })).toBeVisible();
    await page.screenshot({ path: `${shotDir}/launcher${suffix}.png` });

    const game = games[0] as AnyGame;
    await page.locator(`[data-game="${game.id}"] button.play`).click();
    const panel = page.getByTestId('new-game-panel');
    await expect(panel.getByRole('heading', { name: game.title[lang] })).toBeVisible();
    await page.screenshot({ path: `${shotDir}/launcher-new-game${suffix}.png` });
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    await page.getByRole('button', { name: words.settings, exact: true }).click();
    await expect(page.getByRole('heading', { name: words.settings, level: 1 })).toBeVisible();
    await page.screenshot({ path: `${shotDir}/launcher-settings${suffix}.png` });

    await page.getByRole('button', { name: words.about, exact: true }).click();
    // The list comes from the bundle: every library the app ships, chart.js and the fonts included.
    for (const name of ['Electron', 'vue', 'pinia', 'vue-i18n', 'zod', 'chart.js']) {
      await expect(page.locator(`[data-library="${name}"]`)).toContainText('MIT');
    }
    await expect(page.locator('[data-library="@fontsource-variable/noto-sans-jp"]')).toContainText('OFL-1.1');
    await expect(page.getByRole('heading', { name: words.licence, exact: true })).toBeVisible();
    await expect(page.getByText('Permission is hereby granted, free of charge')).toBeVisible();
    await expect(page.getByTestId('data-location')).toBeVisible();
    await page.screenshot({ path: `${shotDir}/launcher-about${suffix}.png`, fullPage: true });
  });
}

test('a new game against the computer opens the table; leaving offers to continue it where it stood', async ({ page }) => {
  const game = games[0] as AnyGame;
  await page.getByRole('button', { name: `New game of ${game.title.en}` }).click();
  await page.getByTestId('start').click();

  await expect(page.getByRole('heading', { name: game.title.en, level: 1 })).toBeVisible();
  await expect(page.getByText('You vs Computer (Normal)')).toBeVisible();
  await expect(page.locator('main button').first()).toBeVisible();
  await expect(page.getByTestId('thinking')).toHaveCount(0, { timeout: 15_000 });
  const logLines = await page.locator('aside ol li').count();

  await page.getByTestId('leave').click();
  const resume = page.getByRole('button', { name: `Continue ${game.title.en}` });
  await expect(resume).toBeVisible();
  await expect(page.locator(`[data-slot="${game.id}"]`)).toContainText('vs Computer (Normal)');
  await page.screenshot({ path: `${shotDir}/launcher-continue.png` });

  await page.reload();
  await resume.click();
  await expect(page.getByText('You vs Computer (Normal)')).toBeVisible();
  await expect(page.locator('aside ol li')).toHaveCount(logLines);
});

test('two people on one screen: the first screen asks to pass the device, and no card shows before that', async ({ page }) => {
  const game = games[0] as AnyGame;
  await page.getByRole('button', { name: `New game of ${game.title.en}` }).click();
  await page.getByText('Two people, one screen').click();
  await page.getByTestId('start').click();
  await expect(page.getByTestId('handoff')).toContainText(/Pass the device to Player [12]/);
  await expect(page.locator('main button')).toHaveCount(1);
  await page.getByTestId('handoff-ready').click();
  await expect(page.getByTestId('handoff')).toHaveCount(0);
  await expect(page.locator('main button').nth(1)).toBeVisible();
});

test('a damaged settings entry is set aside and the player is told, not silently reset', async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('hanafuda-table:settings', '{"language": "ja",'));
  await page.reload();
  const banner = page.getByTestId('storage-notice');
  await expect(banner).toContainText('Your settings could not be read. The defaults are used instead.');
  await expect(banner).toContainText('hanafuda-table:settings.damaged-');
  await page.screenshot({ path: `${shotDir}/launcher-storage-notice.png` });
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('storage-notice')).toHaveCount(0);
});
