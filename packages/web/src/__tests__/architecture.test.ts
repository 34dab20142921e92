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

/** Relative imports (static, side-effect and dynamic) of a source text, resolved to paths under src. */
function importsOf(text: string, file: string): string[] {
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) =>
    relative(SRC, resolve(dirname(file), m[1]!)),
  );
}
const imports = (file: string) => importsOf(readFileSync(file, 'utf8'), file);

/** ARCHITECTURE rule 1: shared layers never import features (features among themselves: boundaries.test.ts). */
describe('web architecture', () => {
  const all = files(SRC).filter((f) => !f.includes(`${sep}__tests__${sep}`));

  it('reads every kind of relative import', () => {
    const file = join(SRC, 'features/a/routes/X.tsx');
    const text =
      "import { b } from '../../b/api';\nimport '../x.css';\nconst c = () => import('../../c/routes/C');";
    expect(importsOf(text, file)).toEqual([
      join('features', 'b', 'api'),
      join('features', 'a', 'x.css'),
      join('features', 'c', 'routes', 'C'),
    ]);
  });

  it('components, lib and config import no feature and no app module', () => {
    const problems = all.flatMap((file) => {
      const layer = relative(SRC, file).split(sep)[0];
      if (!['components', 'lib', 'config'].includes(layer!)) return [];
      return imports(file)
        .filter((target) => target.startsWith(`features${sep}`) || target.startsWith(`app${sep}`))
        .map((target) => `${relative(SRC, file)} -> ${target}`);
    });
    expect(problems).toEqual([]);
  });
});
