import type { Tx } from '../db/client';
import type { Services } from './services';

/** Queues work for after the commit: it never runs when the transaction rolls back. */
export type AfterCommit = (name: string, task: () => Promise<unknown>) => void;

/**
 * Runs a use case's writes in one transaction (issue 13: the kernel's transaction helper). Work that must not
 * happen unless the writes stay, such as removing stored files of deleted rows, is queued with afterCommit and
 * runs, in order, once the transaction has committed and before the answer.
 */
export async function withTransaction<T>(
  services: Pick<Services, 'db'>,
  work: (tx: Tx, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const tasks: (() => Promise<unknown>)[] = [];
  const result = await services.db.transaction((tx) => work(tx, (_name, task) => tasks.push(task)));
  for (const task of tasks) await task();
  return result;
}
