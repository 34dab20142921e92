import {
  HEADER_COUNTS,
  type HeaderCount,
  INVOICE_HEADER_COUNTS,
} from '@setledger/shared/session/header.constants';
import type { Actor } from '../../core/actor';
import type { HeaderCountRegistry } from '../../core/header-counts';
import type { Tx } from '../../db/client';

export { HEADER_COUNTS, type HeaderCount };
export type HeaderData = Record<HeaderCount, number> & { totalNotifications: number };

/** The requested counts, from the counters the domains registered at start-up (header-counters.ts). */
export async function computeHeaderData(
  tx: Tx,
  actor: Actor,
  requested: ReadonlySet<HeaderCount>,
  useExpenseInvoice: boolean,
  counters: HeaderCountRegistry,
): Promise<HeaderData> {
  const values = await Promise.all(
    HEADER_COUNTS.map(async (name) => {
      const counter = counters.get(name);
      return requested.has(name) && counter ? counter(tx, actor) : 0;
    }),
  );
  const data = Object.fromEntries(HEADER_COUNTS.map((name, i) => [name, values[i] ?? 0])) as Record<
    HeaderCount,
    number
  >;
  // 001 §7.1: the invoice counts join the total only when the project uses expense invoices.
  const total = HEADER_COUNTS.reduce(
    (sum, name) => (INVOICE_HEADER_COUNTS.includes(name) && !useExpenseInvoice ? sum : sum + data[name]),
    0,
  );
  return { ...data, totalNotifications: total };
}
