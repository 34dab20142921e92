import { describe, expect, it } from 'vitest';
import { APP_LANGUAGE_TAGS, APP_LANGUAGES, browserLanguageToCode, languageCodeToTag } from '../languages';

describe('app languages (001 §1, 000 §1)', () => {
  it.each([
    [0, 'en'],
    [1, 'fr'],
    [2, 'de'],
    [3, 'it'],
    [4, 'nl'],
    [5, 'en'], // the second English
    [6, 'pt-br'],
    [7, 'sk'],
    [8, 'en'],
    [-1, 'en'],
    [1.5, 'en'],
  ])('code %j is %s', (code, tag) => expect(languageCodeToTag(code)).toBe(tag));

  it.each([
    ['en-US', 0],
    ['fr-BE', 1],
    ['FR', 1],
    ['de', 2],
    ['it-CH', 3],
    ['nl-NL', 4],
    ['pt-BR', 6],
    ['pt-PT', 6],
    ['sk-SK', 7],
    ['es-ES', 0],
    ['', 0],
    [undefined, 0],
    [null, 0],
  ])('browser language %j gives code %i', (lang, code) => expect(browserLanguageToCode(lang)).toBe(code));

  it('lists the seven supported tags once each', () => {
    expect(APP_LANGUAGE_TAGS).toEqual(['en', 'fr', 'de', 'it', 'nl', 'pt-br', 'sk']);
    expect(APP_LANGUAGES.map((language) => language.tag)).toEqual([...APP_LANGUAGE_TAGS]);
  });
});
