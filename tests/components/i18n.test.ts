import { describe, expect, it } from 'vitest';
import en from '../../src/renderer/i18n/en';
import ja from '../../src/renderer/i18n/ja';
import de from '../../src/renderer/i18n/de';
import { createAppI18n, gameMessages } from '../../src/renderer/i18n';

/** Every leaf key, dotted. */
const keys = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

/** Every leaf message by its dotted key. */
const flat = (messages: object): Record<string, unknown> =>
  Object.fromEntries(keys(messages).map((k) => [k, k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], messages)]));

describe('the shell’s translations', () => {
  it.each([
    ['Japanese', ja],
    ['German', de],
  ])('has exactly the same keys in English and %s', (_lang, messages) => {
    expect(keys(messages).sort()).toEqual(keys(en).sort());
  });

  it('leaves no Japanese message empty or still in English', () => {
    const jaFlat = flat(ja);
    const enFlat = flat(en);
    const untranslated = Object.keys(jaFlat).filter((k) => !jaFlat[k] || (jaFlat[k] === enFlat[k] && /[a-z]{3}/.test(String(enFlat[k]))));
    expect(untranslated).toEqual([]);
  });

  // Words spelt alike in English and German ("Computer", "Normal") are the completeness test's to tell apart.
  it('leaves no German message empty', () => {
    const deFlat = flat(de);
    expect(Object.keys(deFlat).filter((k) => String(deFlat[k]).trim() === '')).toEqual([]);
  });

  it('mounts each game’s messages under games.<id>, in every language', () => {
    const mounted = gameMessages({ tiny: { en: { hello: 'Hello' }, ja: { hello: 'こんにちは' }, de: { hello: 'Hallo' } } });
    expect(mounted).toEqual({ en: { tiny: { hello: 'Hello' } }, ja: { tiny: { hello: 'こんにちは' } }, de: { tiny: { hello: 'Hallo' } } });
  });

  it('translates with the plural forms of the move count', () => {
    const { global } = createAppI18n('en');
    expect(global.t('launcher.moves', { n: 0 }, 0)).toBe('no moves yet');
    expect(global.t('launcher.moves', { n: 1 }, 1)).toBe('1 move');
    expect(global.t('launcher.moves', { n: 7 }, 7)).toBe('7 moves');
  });
});
