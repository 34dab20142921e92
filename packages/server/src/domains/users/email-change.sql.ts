import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { emailChanges } from './email-changes.table';

/** The open change of a user (one at most: a new request replaces the old one). */
export async function findPendingChange(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ newEmail: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.confirmedAt),
        gte(emailChanges.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The open change behind a link, locked for its confirmation. */
export async function findOpenChangeByHash(tx: Tx, tokenHash: string, forUpdate = false) {
  const query = tx
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.tokenHash, tokenHash),
        isNull(emailChanges.confirmedAt),
        gte(emailChanges.expiresAt, new Date()),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function deleteOpenChanges(tx: Tx, userId: number) {
  await tx.delete(emailChanges).where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt)));
}

export async function insertChange(tx: Tx, row: typeof emailChanges.$inferInsert) {
  await tx.insert(emailChanges).values(row);
}

export async function markConfirmed(tx: Tx, id: number) {
  await tx.update(emailChanges).set({ confirmedAt: new Date() }).where(eq(emailChanges.id, id));
}
