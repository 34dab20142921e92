import type { ErrorText } from '../../core/errors';
import type { Tx } from '../../db/client';

type UsageCheck = (tx: Tx, supplierId: number) => Promise<boolean>;

/**
 * Who still uses a supplier: projects (as a legal entity), expenses (items and invoices) and purchase
 * orders register their checks. DelSupplier refuses with the first reason found instead of letting the database
 * set their supplier to null (issue 12 item 12).
 */
const usages = new Map<string, { reason: ErrorText; check: UsageCheck }>();

export function registerSupplierUsage(name: string, reason: ErrorText, check: UsageCheck): () => void {
  usages.set(name, { reason, check });
  return () => {
    usages.delete(name);
  };
}

export async function findSupplierUsage(tx: Tx, supplierId: number): Promise<ErrorText | null> {
  for (const usage of usages.values()) if (await usage.check(tx, supplierId)) return usage.reason;
  return null;
}
