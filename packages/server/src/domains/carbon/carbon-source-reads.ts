import type { CarbonSourceType } from '@setledger/shared/green/green.constants';
import { and, asc, inArray } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
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
