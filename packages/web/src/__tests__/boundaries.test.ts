import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Relative imports (static, side-effect, dynamic and re-exports) of a file, as paths under src. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) =>
    relative(SRC, resolve(dirname(file), m[1]!)),
  );
}

/**
 * Issue 13 web boundaries (ARCHITECTURE rule 1): app/ wires every feature together, so a feature that imports
 * app/ (or another feature) ties the features into one knot. What features share lives in lib/, components/,
 * config/ (and test/ for the test kits). Test files are held to the same rule.
 */
describe('web feature boundaries', () => {
  const features = files(join(SRC, 'features')).map((file) => ({
    file: relative(SRC, file),
    feature: relative(SRC, file).split(sep)[1]!,
    imports: importsOf(file),
  }));

  it('sees the features and their imports', () => {
    expect(new Set(features.map((f) => f.feature)).size).toBeGreaterThan(5);
    expect(features.some((f) => f.imports.some((target) => target.startsWith(`lib${sep}`)))).toBe(true);
  });

  it('no feature file imports app/', () => {
    const problems = features.flatMap(({ file, imports }) =>
      imports.filter((target) => target.startsWith(`app${sep}`)).map((target) => `${file} -> ${target}`),
    );
    expect(problems).toEqual([]);
  });

  it('no feature file imports another feature', () => {
    const problems = features.flatMap(({ file, feature, imports }) =>
      imports
        .filter((target) => target.startsWith(`features${sep}`) && target.split(sep)[1] !== feature)
        .map((target) => `${file} -> ${target}`),
    );
    expect(problems).toEqual([]);
  });
});
