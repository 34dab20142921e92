import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 13: the kernel (core/) is the home of the rules that cross domains. Domains reach it, never the
// transport: only a domain's *.graphql.ts file (its transport) may import graphql/. A domain uses another only
// through that domain's public module (index.ts), and no two folders depend on each other.
const SRC = join(import.meta.dirname, '..');

/**
 * The folders that still depend on each other, until the knot around users is cut: the membership tables
 * (users.table) point at projects, and projects (its policy, my projects, the creator's membership), departments
 * (usage checks, member counts), flags (the user flag entity) and preferences (its table points at memberships)
 * read them, while users' administration services read departments' tables, call flags and keep list
 * preferences. Cutting it means splitting memberships from the users' use cases (a domain of its own).
 * Only shrink these lists: the test fails when a folder joins or leaves a set, so a cut is recorded here.
 * Between two domains of one set an import may still reach an internal file: a public module there would make a
 * file-level cycle, which Biome's noImportCycles refuses.
 */
const KNOWN_CYCLES: string[][] = [
  ['domains/departments', 'domains/flags', 'domains/preferences', 'domains/projects', 'domains/users'],
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.ts$/.test(name) ? [path] : [];
  });
}

/** Relative imports and re-exports (static, dynamic, side-effect) of a file, resolved to paths under src. */
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
/** The folder a path belongs to: domains/<name> for a domain, else its top folder; src's own files are the root. */
const folderOf = (path: string) => {
  const parts = path.split(sep);
  if (parts[0] === 'domains') return `domains/${parts[1]}`;
  return parts.length === 1 ? '(root)' : parts[0]!;
};

/** Every import as [file, target], both relative to src. */
const edges = sources.flatMap((file) =>
  imports(file).map((target) => [relative(SRC, file), target] as const),
);

describe('server kernel boundaries (issue 13)', () => {
  it('a domain file other than its transport (*.graphql.ts, *.http.ts) imports nothing from graphql/ or http/', () => {
    const problems = edges
      .filter(([own]) => layer(own) === 'domains' && !/\.(graphql|http)\.ts$/.test(own))
      .filter(([, target]) => ['graphql', 'http', 'api'].includes(layer(target)))
      .map(([own, target]) => `${own} -> ${target}`);
    expect(problems).toEqual([]);
  });

  it('the kernel imports no domain and no transport; db/ imports no domain', () => {
    const problems = edges
      .filter(
        ([own, target]) =>
          (layer(own) === 'core' && ['domains', 'graphql', 'http', 'api'].includes(layer(target))) ||
          (layer(own) === 'db' && ['domains', 'core', 'graphql', 'http', 'api'].includes(layer(target))),
      )
      .map(([own, target]) => `${own} -> ${target}`);
    expect(problems).toEqual([]);
  });

  it('a domain imports another domain only through its public module (index.ts)', () => {
    const sameKnownCycle = (a: string, b: string) =>
      KNOWN_CYCLES.some((set) => set.includes(a) && set.includes(b));
    const problems = edges
      .filter(([own, target]) => {
        const from = folderOf(own);
        const to = folderOf(target);
        if (!from.startsWith('domains/') || !to.startsWith('domains/') || from === to) return false;
        if (target === to || target === `${to}${sep}index`) return false;
        // A transport may name another domain's GraphQL types (Address inside Project).
        if (/\.graphql\.ts$/.test(own) && /\.graphql$/.test(target)) return false;
        // A table may point its foreign keys at another domain's table file: drizzle-kit loads the table files
        // alone, so they must not pull a public module (and its services) in.
        if (/\.table\.ts$/.test(own) && /\.table$/.test(target)) return false;
        return !sameKnownCycle(from, to);
      })
      .map(([own, target]) => `${own} -> ${target}`);
    expect(problems).toEqual([]);
  });

  it('a table file imports only other table files and kernel types (drizzle-kit reads them alone)', () => {
    const problems = edges
      .filter(
        ([own, target]) =>
          /\.table\.ts$/.test(own) && !/\.table$/.test(target) && !/^core\/\w+$/.test(target),
      )
      .map(([own, target]) => `${own} -> ${target}`);
    expect(problems).toEqual([]);
  });

  it('every domain has a public module', () => {
    const domains = readdirSync(join(SRC, 'domains'));
    const missing = domains.filter(
      (d) => !sources.some((f) => relative(SRC, f) === join('domains', d, 'index.ts')),
    );
    expect(missing).toEqual([]);
  });

  it('no folder-level import cycle among domains, core, db, graphql and the other folders (beyond the known one)', () => {
    const graph = new Map<string, Map<string, string>>();
    for (const [own, target] of edges) {
      const from = folderOf(own);
      const to = folderOf(target);
      if (from === to) continue;
      const out = graph.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${own} -> ${target}`);
      graph.set(from, out);
    }
    const cycles = stronglyConnected(graph).filter((set) => set.length > 1);
    const known = KNOWN_CYCLES.map((set) => [...set].sort().join());
    const unexpected = cycles
      .filter((set) => !known.includes(set.join()))
      .map((set) => `${set.join(', ')}\n  e.g. ${cyclePath(graph, set).join('\n  ')}`);
    expect(unexpected).toEqual([]);
    // The known sets are a ratchet: when one shrinks, shrink the list.
    expect(cycles.map((set) => set.join()).sort()).toEqual([...known].sort());
  });

  it('reports a cycle with its path (the checker itself)', () => {
    const graph = new Map([
      ['domains/a', new Map([['domains/b', 'a.ts -> b']])],
      ['domains/b', new Map([['core', 'b.ts -> core']])],
      ['core', new Map([['domains/a', 'core.ts -> a']])],
      ['db', new Map([['core', 'db.ts -> core']])],
    ]);
    const cycles = stronglyConnected(graph).filter((set) => set.length > 1);
    expect(cycles).toEqual([['core', 'domains/a', 'domains/b']]);
    expect(cyclePath(graph, cycles[0]!)).toEqual(['core.ts -> a', 'a.ts -> b', 'b.ts -> core']);
  });
});

/** Tarjan's strongly connected components, each sorted. */
function stronglyConnected(graph: Map<string, Map<string, string>>): string[][] {
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((out) => [...out.keys()])]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const result: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const set: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        set.push(w);
      } while (w !== v);
      result.push(set.sort());
    }
  };
  for (const v of [...nodes].sort()) if (!index.has(v)) visit(v);
  return result;
}

/** The shortest cycle through the set's first folder, as the imports that make it. */
function cyclePath(graph: Map<string, Map<string, string>>, set: string[]): string[] {
  const start = set[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!set.includes(w)) continue;
      if (w === start) {
        const path = [graph.get(v)!.get(w)!];
        for (let at = v; at !== start; at = previous.get(at)!)
          path.unshift(graph.get(previous.get(at)!)!.get(at)!);
        return path;
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [];
}
