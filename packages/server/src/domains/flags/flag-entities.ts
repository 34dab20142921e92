import { FLAG_ENTITY_TYPES } from '@setledger/shared/projects/flags.constants';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inLicense, inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { departments, functions } from '../departments/departments.table';
import { suppliers } from '../suppliers';
import { userProjects } from '../users/users.table';

type EntityCheck = (tx: Tx, actor: Actor, entityId: number) => Promise<boolean>;

/**
 * Entity types flag items can be set on, each with a check that the entity is the caller's. Users,
 * departments, functions and suppliers exist now; expense items and PO items register with their domains.
 */
const entityTypes = new Map<number, EntityCheck>();

export function registerFlagEntityType(type: number, check: EntityCheck): () => void {
  entityTypes.set(type, check);
  return () => {
    entityTypes.delete(type);
  };
}

/** null for an unknown entity type; otherwise whether the entity belongs to the caller's project or license. */
export async function flagEntityExists(tx: Tx, actor: Actor, type: number, entityId: number) {
  const check = entityTypes.get(type);
  return check ? check(tx, actor, entityId) : null;
}

const found = (rows: unknown[]) => rows.length > 0;

registerFlagEntityType(FLAG_ENTITY_TYPES.user, async (tx, actor, id) =>
  found(
    await tx
      .select({ id: userProjects.id })
      .from(userProjects)
      .where(and(inProject(userProjects, actor), eq(userProjects.id, id))),
  ),
);
registerFlagEntityType(FLAG_ENTITY_TYPES.department, async (tx, actor, id) =>
  found(
    await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(inProject(departments, actor), eq(departments.id, id))),
  ),
);
registerFlagEntityType(FLAG_ENTITY_TYPES.function, async (tx, actor, id) =>
  found(
    await tx
      .select({ id: functions.id })
      .from(functions)
      .where(and(inProject(functions, actor), eq(functions.id, id))),
  ),
);
registerFlagEntityType(FLAG_ENTITY_TYPES.supplier, async (tx, actor, id) =>
  found(
    await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(inLicense(suppliers, actor), eq(suppliers.id, id))),
  ),
);
