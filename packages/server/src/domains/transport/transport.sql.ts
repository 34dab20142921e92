import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { addresses } from '../addresses';
import { userProjects, users } from '../users';
import { transports } from './transport.table';

export type TransportRow = typeof transports.$inferSelect;
export type TransportValues = Omit<typeof transports.$inferInsert, 'id' | 'createdAt'>;

const fromAddress = alias(addresses, 'from_address');
const toAddress = alias(addresses, 'to_address');
const columns = {
  transport: transports,
  from: fromAddress,
  to: toAddress,
  personName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.name})`,
};

const withJoins = (tx: Tx) =>
  tx
    .select(columns)
    .from(transports)
    .leftJoin(fromAddress, eq(fromAddress.id, transports.fromAddressId))
    .leftJoin(toAddress, eq(toAddress.id, transports.toAddressId))
    .leftJoin(users, eq(users.id, transports.userId));

export async function listTransports(tx: Tx, policyWhere: SQL, page: { offset: number; size: number }) {
  const rows = await withJoins(tx)
    .where(policyWhere)
    .orderBy(desc(transports.date), desc(transports.id))
    .offset(page.offset)
    .limit(page.size);
  const [total] = await tx.select({ n: count() }).from(transports).where(policyWhere);
  return { rows, totalRecords: total?.n ?? 0 };
}

export async function findTransport(tx: Tx, policyWhere: SQL, id: number) {
  const [row] = await withJoins(tx).where(and(policyWhere, eq(transports.id, id)));
  return row;
}

export async function insertTransport(tx: Tx, values: TransportValues) {
  const [row] = await tx.insert(transports).values(values).returning();
  return row!;
}

export async function updateTransport(
  tx: Tx,
  policyWhere: SQL,
  id: number,
  values: Partial<TransportValues>,
) {
  const [row] = await tx
    .update(transports)
    .set({ ...values, updatedAt: new Date() })
    .where(and(policyWhere, eq(transports.id, id)))
    .returning();
  return row;
}

export async function deleteTransport(tx: Tx, policyWhere: SQL, id: number) {
  const [row] = await tx
    .delete(transports)
    .where(and(policyWhere, eq(transports.id, id)))
    .returning();
  return row;
}

export async function isProjectMember(tx: Tx, projectId: number, userId: number) {
  const [row] = await tx
    .select({ id: userProjects.id })
    .from(userProjects)
    .where(and(inProject(userProjects, { projectId }), eq(userProjects.userId, userId)));
  return row !== undefined;
}
