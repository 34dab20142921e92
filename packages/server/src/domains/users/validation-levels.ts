import { EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { AppError, conflict, forbidden, notFound } from '../../core/errors';
import type { Tx } from '../../db/client';
import { validations } from './users.table';

/** The document whose validation levels decide (001 §3.3): expense sheets or purchase orders. */
export type LevelDocument = 'expense' | 'po';
const LEVEL_COLUMN = { expense: validations.validationLevelExp, po: validations.validationLevelPo } as const;
const LEVEL_SQL_NAME = { expense: 'validation_level_exp', po: 'validation_level_po' } as const;
const { submitted, validatedLevel1 } = EXPENSE_STATUS;

/** A validated document as the approval rules see it: its status, its department, and who made it. */
export interface ApprovalTarget {
  status: number;
  departmentNumber: number | null;
  /** The owner. */
  userId: number;
  /** Who entered it (the owner, or production entering it for them). */
  encoderId: number | null;
}
export interface LevelHolder {
  userId: number;
  level: number;
}

/** Who made a document: nobody of them decides it (issue 12 item 5), at any level. */
export const authorsOf = (target: Pick<ApprovalTarget, 'userId' | 'encoderId'>): number[] =>
  target.encoderId === null || target.encoderId === target.userId
    ? [target.userId]
    : [target.userId, target.encoderId];

/**
 * The two-level flow of a document once its authors are set aside: level 1 decides a submitted document, level 2
 * one validated at level 1, or a submitted one when no level-1 validator is left (none in the department, or only
 * its author). Without a level-2 validator other than the authors, level 1 is final.
 */
export function routeOf(holders: readonly LevelHolder[], target: ApprovalTarget) {
  const authors = authorsOf(target);
  const others = holders.filter((h) => !authors.includes(h.userId));
  const hasLevel1 = others.some((h) => h.level === 1);
  const hasLevel2 = others.some((h) => h.level === 2);
  const waiting = target.status === submitted || target.status === validatedLevel1;
  let nextLevel: 1 | 2 | null = null;
  if (target.status === submitted) nextLevel = hasLevel1 ? 1 : hasLevel2 ? 2 : null;
  else if (target.status === validatedLevel1) nextLevel = hasLevel2 ? 2 : null;
  return { authors, others, hasLevel1, hasLevel2, nextLevel, hasNoValidator: waiting && nextLevel === null };
}

/** Who holds level 1 or 2 for a document type in a department. */
export function levelHolders(
  tx: Tx,
  projectId: number,
  document: LevelDocument,
  departmentNumber: number,
): Promise<LevelHolder[]> {
  const column = LEVEL_COLUMN[document];
  return tx
    .select({ userId: validations.userId, level: column })
    .from(validations)
    .where(
      and(
        eq(validations.projectId, projectId),
        eq(validations.departmentNumber, departmentNumber),
        inArray(column, [1, 2]),
      ),
    );
}

/**
 * The level the caller decides a document at now. Its authors get FORBIDDEN (ownDocument); people who do not
 * validate the department NOT_FOUND; a level-2 validator FORBIDDEN while it still waits for level 1; CONFLICT
 * when it has moved on (another validator was quicker).
 */
export async function decidingLevel(
  tx: Tx,
  actor: Actor,
  document: LevelDocument,
  target: ApprovalTarget,
): Promise<{ level: 1 | 2; hasLevel2: boolean }> {
  if (authorsOf(target).includes(actor.userId)) throw new AppError('FORBIDDEN', 'ownDocument');
  if (target.departmentNumber === null) throw notFound();
  const holders = await levelHolders(tx, actor.projectId, document, target.departmentNumber);
  const route = routeOf(holders, target);
  const mine = holders.find((h) => h.userId === actor.userId)?.level ?? 0;
  if (mine !== 0 && route.nextLevel === mine) return { level: mine as 1 | 2, hasLevel2: route.hasLevel2 };
  if (mine === 0) throw notFound();
  if (mine === 2 && target.status === submitted) throw forbidden();
  throw conflict('alreadyDecided');
}

/** The columns of a document table that waitingForSql reads. */
export interface DocumentColumns {
  status: SQLWrapper;
  departmentNumber: SQLWrapper;
  userId: SQLWrapper;
  encoderId: SQLWrapper;
}

/**
 * The documents that wait for the caller's decision, as SQL on the document's table: the same rule as
 * decidingLevel, for lists and header counts. A document of the caller (owner or encoder) never waits for them.
 */
export function waitingForSql(actor: Actor, document: LevelDocument, doc: DocumentColumns): SQL {
  const column = sql.identifier(LEVEL_SQL_NAME[document]);
  const holds = (n: number) => sql`exists (select 1 from ${validations} v
    where v.project_id = ${actor.projectId} and v.user_id = ${actor.userId}
      and v.department_number = ${doc.departmentNumber} and v.${column} = ${n})`;
  const noOtherLevel1 = sql`not exists (select 1 from ${validations} v
    where v.project_id = ${actor.projectId} and v.department_number = ${doc.departmentNumber}
      and v.${column} = 1 and v.user_id <> ${doc.userId} and v.user_id is distinct from ${doc.encoderId})`;
  return sql`(${doc.userId} <> ${actor.userId} and ${doc.encoderId} is distinct from ${actor.userId} and (
    (${doc.status} = ${submitted} and (${holds(1)} or (${holds(2)} and ${noOtherLevel1})))
    or (${doc.status} = ${validatedLevel1} and ${holds(2)})))`;
}
