import type { CarbonSourceType } from '@setledger/shared/green/green.constants';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { visibleWhere } from './carbon.policy';
import { carbonEntries } from './carbon.table';

/**
 * The entries of some source types a caller sees (the carbon of locations and premises, issue 15), with their
 * lines and factor provenance; at most `limit` of them.
 */
export function entriesOfSources(
  tx: Tx,
  actor: Actor,
  sourceTypes: readonly CarbonSourceType[],
  limit = 5000,
) {
  return tx
    .select()
    .from(carbonEntries)
    .where(and(visibleWhere(actor), inArray(carbonEntries.sourceType, [...sourceTypes])))
    .orderBy(asc(carbonEntries.sourceId), asc(carbonEntries.id))
    .limit(limit);
}

/**
 * The entries of one source (a location's meters) in its project: the caller has loaded the source with its own
 * policy, so whoever reads the source sees what it counts.
 */
export function entriesOfSource(
  tx: Tx,
  source: { projectId: number; sourceTypes: readonly CarbonSourceType[]; sourceId: number },
) {
  return tx
    .select()
    .from(carbonEntries)
    .where(
      and(
        inProject(carbonEntries, source),
        inArray(carbonEntries.sourceType, [...source.sourceTypes]),
        eq(carbonEntries.sourceId, source.sourceId),
      ),
    )
    .orderBy(asc(carbonEntries.id));
}
