import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

/**
 * Opt-in SQL statement counting (SETLEDGER_COUNT_SQL=1, or `countStatements` when opening the database): the
 * HTTP layer opens a scope per GraphQL request, Drizzle's logger counts every statement run inside it, and the
 * response carries the count in the `x-sql-statements` header. Used by the bench and by the tests that prove a
 * list issues the same number of statements whatever its length. Off by default: no logger, no header.
 */
const scope = new AsyncLocalStorage<{ count: number }>();

export const STATEMENT_COUNT_HEADER = 'x-sql-statements';

export const countingEnabledByEnv = () => process.env.SETLEDGER_COUNT_SQL === '1';

/** The Drizzle logger that counts the statements of the current scope (statements outside a scope are ignored). */
export const statementCounter: Logger = {
  logQuery() {
    const current = scope.getStore();
    if (current) current.count++;
  },
};

/** Runs `fn` in a fresh counting scope. */
export const countStatements = <T>(fn: () => T): T => scope.run({ count: 0 }, fn);

/** Statements run so far in the current scope; undefined outside one. */
export const statementsSoFar = (): number | undefined => scope.getStore()?.count;
