import { describe, expect, it } from 'vitest';
import { FORM_FILES, MENU_FILES } from '../../../core/texts';

const LANGUAGES = ['en', 'fr', 'de', 'it', 'nl', 'pt-br', 'sk'];

describe('translation files', () => {
  it('exist', () => {
    expect(FORM_FILES.size).toBeGreaterThan(0);
  });

  it.each([...FORM_FILES, ...MENU_FILES].map(([name, file]) => [name, file] as const))(
    '%s has every item in all seven app languages',
    (_name, file) => {
      for (const [number, texts] of Object.entries(file)) {
        expect(Number.isInteger(Number(number)), `item key ${number}`).toBe(true);
        expect(Object.keys(texts).sort(), `item ${number}`).toEqual([...LANGUAGES].sort());
        for (const lang of LANGUAGES) expect(texts[lang]?.trim(), `item ${number} ${lang}`).toBeTruthy();
      }
    },
  );
});
