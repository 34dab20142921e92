import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 13: the kernel (core/) is the home of the rules that cross domains. Domains reach it, never the
// transport: only a domain's *.graphql.ts file (its transport) may import graphql/.
const SRC = join(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.ts$/.test(name) ? [path] : [];
  });
}

/** Relative imports (static and dynamic) of a file, resolved to paths under src. */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) =>
    relative(SRC, resolve(dirname(file), m[1]!)),
  );
}

const sources = files(SRC).filter(
  (f) => !f.includes(`${sep}__tests__${sep}`) && !f.includes(`${sep}test${sep}`),
);
const layer = (path: string) => path.split(sep)[0]!;

describe('server kernel boundaries (issue 13)', () => {
  it('a domain file other than its transport (*.graphql.ts, *.http.ts) imports nothing from graphql/ or http/', () => {
    const problems = sources.flatMap((file) => {
      const own = relative(SRC, file);
      if (layer(own) !== 'domains' || /\.(graphql|http)\.ts$/.test(own)) return [];
      return imports(file)
        .filter((target) => ['graphql', 'http'].includes(layer(target)))
        .map((target) => `${own} -> ${target}`);
    });
    expect(problems).toEqual([]);
  });

  it('the kernel imports no domain and no transport', () => {
    const problems = sources.flatMap((file) => {
      const own = relative(SRC, file);
      if (layer(own) !== 'core') return [];
      return imports(file)
        .filter((target) => ['domains', 'graphql', 'http'].includes(layer(target)))
        .map((target) => `${own} -> ${target}`);
    });
    expect(problems).toEqual([]);
  });
});
