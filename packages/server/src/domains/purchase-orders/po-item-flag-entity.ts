import { FLAG_ENTITY_TYPES } from '@setledger/shared/projects/flags.constants';
import { and, eq } from 'drizzle-orm';
import { inProject } from '../../core/scope';
import { registerFlagEntityType } from '../flags';
import { poItems } from './purchase-orders.table';

/** Flag items can be set on a PO line of the caller's project (AddUpdProjectFlagEntity EntityType 1). */
registerFlagEntityType(FLAG_ENTITY_TYPES.poItem, async (tx, actor, id) => {
  const rows = await tx
    .select({ id: poItems.id })
    .from(poItems)
    .where(and(inProject(poItems, actor), eq(poItems.id, id)));
  return rows.length > 0;
});
