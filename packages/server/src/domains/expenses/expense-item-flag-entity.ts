import { FLAG_ENTITY_TYPES } from '@setledger/shared/projects/flags.constants';
import { and, eq } from 'drizzle-orm';
import { inProject } from '../../core/scope';
import { registerFlagEntityType } from '../flags';
import { expenseItems } from './expenses.table';

/** Flag items can be set on an expense item of the caller's project (AddUpdProjectFlagEntity EntityType 0). */
registerFlagEntityType(FLAG_ENTITY_TYPES.expenseItem, async (tx, actor, id) => {
  const rows = await tx
    .select({ id: expenseItems.id })
    .from(expenseItems)
    .where(and(inProject(expenseItems, actor), eq(expenseItems.id, id)));
  return rows.length > 0;
});
