import { type AnyColumn, and, eq, exists, inArray, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import { validations } from './users.table';

const qb = new QueryBuilder();

/** The validation level column of each validated document type (users.table validations). */
const LEVEL_COLUMNS = {
  expense: validations.validationLevelExp,
  purchaseOrder: validations.validationLevelPo,
} as const;

/**
 * SQL: the caller validates the given document type (level 1 or 2) in the department of `departmentColumn`.
 * A null department matches nobody.
 */
export function validatesDepartmentWhere(
  actor: Actor,
  document: keyof typeof LEVEL_COLUMNS,
  departmentColumn: AnyColumn,
): SQL {
  return exists(
    qb
      .select({ id: validations.id })
      .from(validations)
      .where(
        and(
          inProject(validations, actor),
          eq(validations.userId, actor.userId),
          eq(validations.departmentNumber, departmentColumn),
          inArray(LEVEL_COLUMNS[document], [1, 2]),
        ),
      ),
  );
}
