import { createHash } from 'node:crypto';
import type { Db } from './client';

const statements = new WeakMap<Db, Map<string, unknown>>();

/** PostgreSQL cuts names at 63 bytes: a longer key is shortened with a digest of the whole. */
function statementName(key: string): string {
  if (key.length <= 63) return key;
  return `${key.slice(0, 42)}_${createHash('sha1').update(key).digest('hex').slice(0, 20)}`;
}

/**
 * A hot statement built once per database and shape, then executed with its placeholders filled (issue 17):
 * drizzle does not rebuild its SQL text on each call, and PostgreSQL parses it once per connection (node-postgres
 * sends the name; PGlite runs the text it keeps). `key` must stand for one statement text: put the shape in it;
 * `build` receives the name to give `.prepare()`.
 */
export function prepared<T>(db: Db, key: string, build: (name: string) => T): T {
  let byKey = statements.get(db);
  if (!byKey) {
    byKey = new Map();
    statements.set(db, byKey);
  }
  let statement = byKey.get(key) as T | undefined;
  if (!statement) {
    statement = build(statementName(key));
    byKey.set(key, statement);
  }
  return statement;
}
