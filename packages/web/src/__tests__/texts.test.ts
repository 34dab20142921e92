import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAV_SECTIONS, ROUTES } from '../config/routes';

const SRC = join(import.meta.dirname, '..');
const FORMS = join(SRC, '../../server/src/domains/translations/texts/forms');
const LANGUAGES = ['en', 'fr', 'de', 'it', 'nl', 'pt-br', 'sk'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function formFile(name: string): Record<string, Record<string, string>> | undefined {
  try {
    return JSON.parse(readFileSync(join(FORMS, `${name}.json`), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
  } catch {
    return undefined;
  }
}

/** Hooks that return one form's texts: `export const useExpenseTexts = () => useForm('expenses')`. */
function textHooks(files: string[]) {
  const hooks = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /export (?:const (use\w+)\b[^=\n]*=[^=\n]*=>\s*|function (use\w+)\(\)[^{]*\{\s*return )useForm\('([^']+)'\)/g,
    ))
      hooks.set((m[1] ?? m[2])!, m[3]!);
  }
  return hooks;
}

/**
 * Every `x(n, 'English')` of a file, checked against the form its `x` reads: `const x = useForm('name')` or
 * `const x = useSomeTexts()` (a hook above). Table-driven `[n, 'English']` pairs go with the file's first form.
 */
function usedTexts() {
  const used: { file: string; form: string; n: number; en: string }[] = [];
  const files = sourceFiles(SRC);
  const hooks = textHooks(files);
  const unquote = (s: string) => s.replace(/\\'/g, "'");
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const bindings = new Map<string, string>();
    for (const m of text.matchAll(/const (\w+) = useForm\('([^']+)'\)/g)) bindings.set(m[1]!, m[2]!);
    for (const m of text.matchAll(/const (\w+)(?:: \w+)? = (use\w+)\(\)/g)) {
      const form = hooks.get(m[2]!);
      if (form) bindings.set(m[1]!, form);
    }
    const first = /useForm\('([^']+)'\)/.exec(text)?.[1] ?? [...bindings.values()][0];
    if (!first) continue;
    for (const [name, form] of bindings) {
      const call = new RegExp(`(?<![\\w.])${name}\\((\\d+),\\s*'((?:[^'\\\\]|\\\\.)*)'\\)`, 'g');
      for (const m of text.matchAll(call))
        used.push({ file: relative(SRC, file), form, n: Number(m[1]), en: unquote(m[2]!) });
    }
    if (!bindings.size)
      for (const m of text.matchAll(/\bt\((\d+),\s*'((?:[^'\\]|\\.)*)'\)/g))
        used.push({ file: relative(SRC, file), form: first, n: Number(m[1]), en: unquote(m[2]!) });
    for (const m of text.matchAll(/\{ n: (\d+), en: '((?:[^'\\]|\\.)*)'/g)) {
      used.push({ file: relative(SRC, file), form: first, n: Number(m[1]), en: unquote(m[2]!) });
    }
    for (const m of text.matchAll(/\[(\d+), '((?:[^'\\]|\\.)*)'\]/g)) {
      used.push({ file: relative(SRC, file), form: first, n: Number(m[1]), en: unquote(m[2]!) });
    }
  }
  return used;
}

describe('web texts', () => {
  const used = usedTexts();

  it('finds the texts of the app', () => {
    expect(used.length).toBeGreaterThan(100);
  });

  it('every text the web shows exists in its form file, in all seven languages, with the same English', () => {
    const problems: string[] = [];
    for (const { file, form, n, en } of used) {
      const item = formFile(form)?.[String(n)];
      if (!item) problems.push(`${file}: ${form}#${n} missing`);
      else if (item.en !== en)
        problems.push(`${file}: ${form}#${n} English differs: "${item.en}" vs "${en}"`);
      else for (const lang of LANGUAGES) if (!item[lang]) problems.push(`${form}#${n} has no ${lang}`);
    }
    expect(problems).toEqual([]);
  });

  it('every route title and navigation section is translated', () => {
    const routes = formFile('routes') ?? {};
    for (const { title, en } of [...ROUTES, ...NAV_SECTIONS]) {
      expect(routes[String(title)]?.en, `route title ${title}`).toBe(en);
    }
  });
});
