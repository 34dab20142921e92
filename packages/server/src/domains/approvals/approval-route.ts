import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { validations } from '../users';
import { type ApprovalDocument, columnOf, type DocumentApprovalConfig } from './approval-config';

const LEVEL_COLUMN = {
  expense: validations.validationLevelExp,
  po: validations.validationLevelPo,
  timesheet: validations.validationLevelTs,
  invoice: validations.validationLevelInvoice,
} as const;
const LEVEL_SQL_NAME = {
  expense: 'validation_level_exp',
  po: 'validation_level_po',
  timesheet: 'validation_level_ts',
  invoice: 'validation_level_invoice',
} as const satisfies Record<ApprovalDocument, string>;

/** Who made a document: nobody of them decides it (issue 12 item 5), at any level. */
export const authorsOf = (target: { userId: number; encoderId: number | null }): number[] =>
  target.encoderId === null || target.encoderId === target.userId
    ? [target.userId]
    : [target.userId, target.encoderId];

/**
 * The two-level rule of 001 §3.3, written once, as SQL on the document's row; decisions, the batch, lists, header
 * counts and the approval trail all read it. Its authors set aside, level 1 decides a submitted document, level 2
 * one validated at level 1, or a submitted one when no level-1 validator is left (none in the department, or
 * only its author). Without a level-2 validator other than the authors, level 1 is final.
 */
export function routeSql(config: DocumentApprovalConfig, projectId: number) {
  const { submitted, validatedLevel1 } = config.status;
  const level = sql.identifier(LEVEL_SQL_NAME[config.document]);
  const department = columnOf(config, 'departmentNumber');
  const status = columnOf(config, 'status');
  /** Somebody other than the document's authors validates its department at level n. */
  const otherHolds = (n: 1 | 2) => sql`exists (select 1 from ${validations} vo
    where vo.project_id = ${projectId} and vo.department_number = ${department} and vo.${level} = ${n}
      and vo.user_id <> ${columnOf(config, 'userId')} and vo.user_id is distinct from ${columnOf(config, 'encoderId')})`;
  /** The level that decides next; null once decided, or when nobody but the authors could. */
  const nextLevel = sql<number | null>`(case
    when ${status} = ${submitted} then (case when ${otherHolds(1)} then 1 when ${otherHolds(2)} then 2 end)
    when ${status} = ${validatedLevel1} then (case when ${otherHolds(2)} then 2 end) end)`;
  return { nextLevel, hasLevel2: otherHolds(2), level };
}

/**
 * The documents that wait for the caller's decision, as SQL on the document's table: the caller holds the next
 * level of the document's department. A document of the caller (owner or encoder) never waits for them.
 */
export function waitingForSql(config: DocumentApprovalConfig, actor: Actor): SQL {
  const route = routeSql(config, actor.projectId);
  const userId = columnOf(config, 'userId');
  const encoderId = columnOf(config, 'encoderId');
  const { submitted, validatedLevel1 } = config.status;
  // Only a sent or level-1 document has a next level: said outright, so an index on the status narrows the rows
  // before the level is worked out for each (issue 18 bench: the validator's list among thousands of weeks).
  return sql`(${columnOf(config, 'status')} in (${submitted}, ${validatedLevel1})
    and ${userId} <> ${actor.userId} and ${encoderId} is distinct from ${actor.userId}
    and exists (select 1 from ${validations} vm where vm.project_id = ${actor.projectId}
      and vm.user_id = ${actor.userId} and vm.department_number = ${columnOf(config, 'departmentNumber')}
      and vm.${route.level} = ${route.nextLevel}))`;
}

/** The caller validates the document's department at some level (they may read its documents), as SQL. */
export function validatesSql(config: DocumentApprovalConfig, actor: Actor): SQL {
  const level = sql.identifier(LEVEL_SQL_NAME[config.document]);
  return sql`exists (select 1 from ${validations} vm where vm.project_id = ${actor.projectId}
    and vm.user_id = ${actor.userId} and vm.department_number = ${columnOf(config, 'departmentNumber')}
    and vm.${level} in (1, 2))`;
}

/** The caller validates documents of this type in the department, at some level. */
export async function validatesIn(
  tx: Tx,
  document: ApprovalDocument,
  actor: Actor,
  departmentNumber: number | null,
): Promise<boolean> {
  if (departmentNumber === null) return false;
  const [row] = await tx
    .select({ id: validations.id })
    .from(validations)
    .where(
      and(
        inProject(validations, actor),
        eq(validations.userId, actor.userId),
        eq(validations.departmentNumber, departmentNumber),
        inArray(LEVEL_COLUMN[document], [1, 2]),
      ),
    );
  return row !== undefined;
}

export interface LevelHolder {
  userId: number;
  level: number;
}

/** Who holds level 1 or 2 for a document type in a department. */
export function levelHolders(
  tx: Tx,
  projectId: number,
  document: ApprovalDocument,
  departmentNumber: number,
): Promise<LevelHolder[]> {
  const column = LEVEL_COLUMN[document];
  return tx
    .select({ userId: validations.userId, level: column })
    .from(validations)
    .where(
      and(
        inProject(validations, { projectId }),
        eq(validations.departmentNumber, departmentNumber),
        inArray(column, [1, 2]),
      ),
    );
}

/** The route of one document as the rule reads it now: its next level, a level 2 beyond the authors, mine. */
export async function routeOf(
  tx: Tx,
  config: DocumentApprovalConfig,
  actor: Pick<Actor, 'projectId' | 'userId'>,
  id: number,
): Promise<{ nextLevel: 1 | 2 | null; hasLevel2: boolean; mine: 0 | 1 | 2 }> {
  const route = routeSql(config, actor.projectId);
  const result = await tx.execute<{ next_level: number | null; has_level2: boolean; mine: number | null }>(
    sql`select ${route.nextLevel} as next_level, ${route.hasLevel2} as has_level2,
      (select max(vm.${route.level}) from ${validations} vm where vm.project_id = ${actor.projectId}
        and vm.user_id = ${actor.userId} and vm.department_number = ${columnOf(config, 'departmentNumber')}
        and vm.${route.level} in (1, 2)) as mine
      from ${config.table} where ${columnOf(config, 'id')} = ${id}`,
  );
  const row = result.rows[0];
  return {
    nextLevel: (row?.next_level === null || row?.next_level === undefined ? null : Number(row.next_level)) as
      | 1
      | 2
      | null,
    hasLevel2: row?.has_level2 === true || (row?.has_level2 as unknown) === 't',
    mine: (row?.mine ? Number(row.mine) : 0) as 0 | 1 | 2,
  };
}
