import { sql } from 'drizzle-orm';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { carbonEntries } from './carbon.table';

/** One group of a project's ledger: its entries of a category, status, verification and estimate flag. */
export interface LedgerGroup {
  carbonCategory: number;
  status: string;
  verified: boolean;
  isEstimate: boolean;
  count: number;
  /** Sum of the entries' kg CO2e, an exact decimal string. */
  kgCo2e: string;
}

/**
 * The whole ledger of a project in one grouped read (issue 16: the production summary, the prerequisites and the
 * final report). The caller's own policy decides who may read it; the project is the caller's.
 */
export function ledgerBreakdown(tx: Tx, projectId: number): Promise<LedgerGroup[]> {
  const c = carbonEntries;
  return tx
    .select({
      carbonCategory: c.carbonCategory,
      status: c.status,
      verified: c.verified,
      isEstimate: c.isEstimate,
      count: sql<number>`count(*)`.mapWith(Number),
      kgCo2e: sql<string>`coalesce(sum(${c.kgCo2e}), 0)::text`,
    })
    .from(c)
    .where(inProject(c, { projectId }))
    .groupBy(c.carbonCategory, c.status, c.verified, c.isEstimate);
}
