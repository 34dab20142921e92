import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Finds the statements on project- or license-scoped tables that carry no scope: no inProject/inLicense (core/scope)
 * and no policy condition (a `…Where(` or `…Of(` call from a `*.policy.ts`). Used by unscoped-reads.test.ts.
 */
export const SRC = join(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.ts$/.test(name) ? [path] : [];
  });
}

const sources = files(SRC).filter(
  (f) =>
    !f.includes(`${sep}__tests__${sep}`) &&
    !f.includes(`${sep}test${sep}`) &&
    !f.includes(`${sep}migrations${sep}`) &&
    !f.endsWith('.table.ts'),
);

/** Tables with a projectId or licenseId column, read from the *.table.ts files. */
export function scopedTables(): Set<string> {
  const names = new Set<string>();
  for (const file of files(SRC).filter((f) => f.endsWith('.table.ts'))) {
    const text = readFileSync(file, 'utf8');
    const starts = [...text.matchAll(/export const (\w+) = pgTable\(/g)];
    starts.forEach((start, i) => {
      const body = text.slice(start.index, starts[i + 1]?.index ?? text.length);
      if (/\b(projectId|licenseId):/.test(body)) names.add(start[1]!);
    });
  }
  return names;
}

/** The statement from `at` to the first `;` outside brackets. */
function statementFrom(text: string, at: number): string {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth < 0) return text.slice(at, i);
    } else if (c === ';' && depth === 0) return text.slice(at, i);
  }
  return text.slice(at);
}

/** The start of the chain a `.from(` belongs to: back to the line that begins the statement. */
function chainStart(text: string, at: number): number {
  let i = text.lastIndexOf('\n', at);
  while (i > 0) {
    const prev = text.lastIndexOf('\n', i - 1);
    const line = text.slice(prev + 1, i).trim();
    if (!line.startsWith('.') && !/^\w+[\w.]*$/.test(line) && !line.endsWith('await')) return i;
    i = prev;
  }
  return 0;
}

const FUNCTION =
  /(?:function\s+(\w+)|(register\w+\(\s*'[\w-]+')|(?:const|let)\s+(\w+)\s*=\s*(?:async\s*)?(?:\([^)]*\)|\w+)\s*(?::[^=\n]+)?=>)/g;

/** The name of the function a position sits in (the nearest declaration before it). */
function enclosingFunction(text: string, at: number): string {
  let name = '(top level)';
  for (const m of text.matchAll(FUNCTION)) {
    if (m.index! > at) break;
    name = m[1] ?? (m[2] ? `${m[2].replace(/\s/g, '')})` : m[3]!);
  }
  return name;
}

/**
 * Scoped: the scope helper, a policy call, or `policyWhere` — the name a sql file gives the policy condition its
 * service passes in (`findEntry(tx, visibleWhere(actor), id)`), so the statement cannot run without one.
 */
const SCOPED = /\b(inProject|inLicense)\(|\b\w*(Where|Of)\(|\bpolicyWhere\b/;

/**
 * A condition on the id of a row the code already holds (`eq(poItems.poId, po.id)`, `inArray(x.id, rows.map(…))`):
 * that row was loaded through its policy, so the statement is scoped by it. Ids straight from the request
 * (`input.…`, `args.…`, a bare parameter) do not count.
 */
const BY_LOADED_ROW =
  /\b(eq|inArray)\(\w+\.\w+, (?!input\b|args\b|filter\b)[a-z]\w*(\.\w+|\[\d+\])*\.(id|\w+Id)\b|\.map\(\(?\w+\)? => \w+\.(id|\w+Id)\)/;

/**
 * `.where(where)` or `.where(and(...conditions))` where the file builds that variable from a scope helper, a
 * policy condition or a loaded row's id.
 */
function byScopedVariable(before: string, statement: string): boolean {
  return [...statement.matchAll(/\.where\((?:and\(\.\.\.)?(\w+)\)/g)].some((m) => {
    const assigned = [...before.matchAll(new RegExp(`(?:const|let) ${m[1]}\\b[^;]*;`, 'g'))].at(-1);
    return assigned !== undefined && (SCOPED.test(assigned[0]) || BY_LOADED_ROW.test(assigned[0]));
  });
}

export interface UnscopedStatement {
  file: string;
  line: number;
  table: string;
  fn: string;
}

export function unscopedStatements(): UnscopedStatement[] {
  const tables = scopedTables();
  const found: UnscopedStatement[] = [];
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /\.(from|update|delete|innerJoin|leftJoin)\((\w+)\b|\.query\.(\w+)\.find(?:First|Many)\(/g,
    )) {
      const table = m[2] ?? m[3]!;
      if (!tables.has(table) || m[1] === 'innerJoin' || m[1] === 'leftJoin') continue;
      const start = chainStart(text, m.index!);
      const statement = text.slice(start, m.index!) + statementFrom(text, m.index!);
      if (
        SCOPED.test(statement) ||
        BY_LOADED_ROW.test(statement) ||
        byScopedVariable(text.slice(0, m.index), statement)
      )
        continue;
      found.push({
        file: relative(SRC, file),
        line: text.slice(0, m.index).split('\n').length,
        table,
        fn: enclosingFunction(text, m.index!),
      });
    }
  }
  return found;
}

/** Every function named unsafe… in the sources, with its file. */
export function unsafeFunctions(): { file: string; fn: string }[] {
  return sources.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(FUNCTION)]
      .map((m) => m[1] ?? m[2] ?? m[3]!)
      .filter((fn) => /^unsafe[A-Z]/.test(fn))
      .map((fn) => ({ file: relative(SRC, file), fn }));
  });
}

if (process.argv[1]?.endsWith('unscoped-reads.scan.ts')) {
  const rows = unscopedStatements();
  for (const r of rows) console.info(`${r.file}:${r.line} ${r.table} in ${r.fn}`);
  console.info(rows.length, 'statements in', new Set(rows.map((r) => `${r.file}#${r.fn}`)).size, 'functions');
}
