import type { Db } from './client';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A hot statement built once per database and shape, then executed with its placeholders filled (issue 17):
 * drizzle does not rebuild its SQL text on each call, and PostgreSQL parses it once per connection (node-postgres
 * sends `name`; PGlite runs the text it keeps). `name` must stand for one statement text: put the shape in it.
 */
export function prepared<T>(db: Db, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (!statement) {
    statement = build();
    byName.set(name, statement);
  }
  return statement;
}
