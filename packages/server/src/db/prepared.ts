import type { Db } from './client';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * The name given to drizzle's `.prepare()` for the lists' statements: none. The statement's text and parameter
 * list are built once (drizzle's work, 20-31 % of a list request's CPU) and sent unnamed, so PostgreSQL plans it
 * with its values on each call: a generic plan of a MyExpenses page cannot see the person or the period and sorted
 * all of a person's items before the limit (61 ms instead of 0.7 ms at 50,000 items). PGlite sends every
 * statement unnamed anyway.
 */
export const UNNAMED = '';

/**
 * A hot statement built once per database and shape, then executed with its placeholders filled (issue 17).
 * `key` must stand for one statement text: put the shape in it.
 */
export function prepared<T>(db: Db, key: string, build: () => T): T {
  let byKey = statements.get(db);
  if (!byKey) {
    byKey = new Map();
    statements.set(db, byKey);
  }
  let statement = byKey.get(key) as T | undefined;
  if (!statement) {
    statement = build();
    byKey.set(key, statement);
  }
  return statement;
}
