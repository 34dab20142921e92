import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXT } from '../../../core/errors';
import { FORM_FILES, MENU_FILES, TEXTS_ROOT } from '../../../core/texts';

const LANGUAGES = ['en', 'fr', 'de', 'it', 'nl', 'pt-br', 'sk'];
const SRC = join(import.meta.dirname, '../../..');

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, pattern) : pattern.test(name) ? [path] : [];
  });
}

/** Every catalog file on disk, as the loader names it: forms/<name> or menus/<number>. */
const catalogOnDisk = files(TEXTS_ROOT, /\.json$/).map((path) =>
  relative(TEXTS_ROOT, path).split(sep).join('/'),
);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translation files', () => {
  it('exist', () => {
    expect(FORM_FILES.size).toBeGreaterThan(0);
  });

  it('every catalog file is loaded (the database and the server read forms/ and menus/ only)', () => {
    const loaded = [
      ...[...FORM_FILES.keys()].map((name) => `forms/${name}.json`),
      ...[...MENU_FILES.keys()].map((name) => `menus/${name}.json`),
    ].sort();
    expect(catalogOnDisk.sort()).toEqual(loaded);
  });

  it.each([...FORM_FILES, ...MENU_FILES].map(([name, file]) => [name, file] as const))(
    '%s has every item in all seven app languages, with the same placeholders',
    (_name, file) => {
      for (const [number, texts] of Object.entries(file)) {
        expect(Number.isInteger(Number(number)), `item key ${number}`).toBe(true);
        expect(Object.keys(texts).sort(), `item ${number}`).toEqual([...LANGUAGES].sort());
        for (const lang of LANGUAGES) {
          expect(texts[lang]?.trim(), `item ${number} ${lang}`).toBeTruthy();
          expect(placeholders(texts[lang] ?? ''), `item ${number} ${lang} placeholders`).toEqual(
            placeholders(texts.en ?? ''),
          );
        }
      }
    },
  );

  it('every error text of the kernel has its message', () => {
    const errors = FORM_FILES.get('api-errors') ?? {};
    const missing = Object.entries(ERROR_TEXT).filter(([, n]) => !errors[String(n)]);
    expect(missing).toEqual([]);
  });

  it('every server-side text named in the code exists in the catalog', () => {
    const sources = files(SRC, /\.ts$/).filter((f) => !f.includes(`${sep}__tests__${sep}`));
    const missing = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/serverText\('([\w-]+)', (\d+)/g)]
        .filter(([, form, n]) => !FORM_FILES.get(form!)?.[n!])
        .map(([call]) => `${relative(SRC, file)}: ${call}`),
    );
    expect(missing).toEqual([]);
  });
});
