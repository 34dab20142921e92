import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { countingEnabledByEnv, statementCounter } from './statement-count';

/**
 * Drizzle without a schema object: domains query their own tables with the query builder, so the database
 * layer imports no domain (issue 13: no folder cycle between db/ and the domains).
 */
export type Db = ReturnType<typeof drizzlePglite>;
/** A transaction or the database: every sql file takes one of these. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Whether statements are counted per request (see statement-count.ts). */
  countsStatements: boolean;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const MIGRATIONS = resolve(import.meta.dirname, 'migrations');
/** Any constant: serialises migrations when several API processes start against one PostgreSQL. */
const MIGRATION_LOCK = 7_301_442;

export interface OpenOptions {
  /** postgres://… switches to a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string;
  /** Folder of the embedded database; undefined means in memory (tests). */
  dataDir?: string;
  /** Count SQL statements per request (bench, tests); defaults to SETLEDGER_COUNT_SQL=1. */
  countStatements?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const countsStatements = options.countStatements ?? countingEnabledByEnv();
  const logger = countsStatements ? statementCounter : undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { casing: 'snake_case', logger }) as unknown as Db;
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS });
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    } finally {
      client.release();
    }
    return {
      db,
      kind: 'postgres',
      countsStatements,
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client, { casing: 'snake_case', logger });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: 'pglite',
    countsStatements,
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
