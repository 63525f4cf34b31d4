import { describe, expect, it } from 'vitest';
import en from '../../src/renderer/i18n/en';
import ja from '../../src/renderer/i18n/ja';
import { createAppI18n, gameMessages } from '../../src/renderer/i18n';

/** Every leaf key, dotted. */
const keys = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('the shell’s translations', () => {
  it('has exactly the same keys in English and Japanese', () => {
    expect(keys(ja).sort()).toEqual(keys(en).sort());
  });

  it('leaves no Japanese message empty or still in English', () => {
    const jaFlat = Object.fromEntries(keys(ja).map((k) => [k, k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], ja)]));
    const enFlat = Object.fromEntries(keys(en).map((k) => [k, k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], en)]));
    const untranslated = Object.keys(jaFlat).filter((k) => !jaFlat[k] || (jaFlat[k] === enFlat[k] && /[a-z]{3}/.test(String(enFlat[k]))));
    expect(untranslated).toEqual([]);
  });

  it('mounts each game’s messages under games.<id>', () => {
    const mounted = gameMessages({ tiny: { en: { hello: 'Hello' }, ja: { hello: 'こんにちは' } } });
    expect(mounted).toMatchObject({ en: { tiny: { hello: 'Hello' } }, ja: { tiny: { hello: 'こんにちは' } } });
  });

  it('translates with the plural forms of the move count', () => {
    const { global } = createAppI18n('en');
    expect(global.t('launcher.moves', { n: 0 }, 0)).toBe('no moves yet');
    expect(global.t('launcher.moves', { n: 1 }, 1)).toBe('1 move');
    expect(global.t('launcher.moves', { n: 7 }, 7)).toBe('7 moves');
  });
});
