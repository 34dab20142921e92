import { payCodeSchema } from '@setledger/shared/payroll-codes/payroll-codes.schemas';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { badInput, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import { visibleWhere } from './payroll-codes.policy';
import { payCodes } from './payroll-codes.table';

export type PayCodeRow = typeof payCodes.$inferSelect;

/** GetPayCodes: the license's codes, sorted case-insensitively by code (001 §5). */
export function getPayCodes(services: Services, actor: Actor) {
  return services.db
    .select()
    .from(payCodes)
    .where(visibleWhere(actor))
    .orderBy(sql`lower(${payCodes.code})`, asc(payCodes.id));
}

/** AddUpdPayCode: PayCodeId absent or 0 creates. A code already in the license (any case) is refused. */
export function addUpdPayCode(
  services: Services,
  actor: Actor,
  input: { payCodeId?: number | null; payCode: unknown },
) {
  const values = parseInput(payCodeSchema, input.payCode);
  return services.db.transaction(async (tx) => {
    const sameCode = [visibleWhere(actor), sql`lower(${payCodes.code}) = lower(${values.code})`];
    if (input.payCodeId) sameCode.push(ne(payCodes.id, input.payCodeId));
    const [taken] = await tx
      .select({ id: payCodes.id })
      .from(payCodes)
      .where(and(...sameCode));
    if (taken) throw badInput('code', 'duplicate');
    if (input.payCodeId) {
      const [row] = await tx
        .update(payCodes)
        .set({ ...values, updatedAt: new Date() })
        .where(and(visibleWhere(actor), eq(payCodes.id, input.payCodeId)))
        .returning();
      if (!row) throw notFound();
      return row;
    }
    const [row] = await tx
      .insert(payCodes)
      .values({ ...values, licenseId: actor.licenseId })
      .returning();
    return row!;
  });
}

export async function delPayCode(services: Services, actor: Actor, input: { payCodeId: number }) {
  const [row] = await services.db
    .delete(payCodes)
    .where(and(visibleWhere(actor), eq(payCodes.id, input.payCodeId)))
    .returning({ id: payCodes.id });
  if (!row) throw notFound();
  return row.id;
}
