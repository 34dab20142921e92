import { EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Actor } from '../../graphql/context';
import { conflict, forbidden, notFound } from '../../graphql/errors';
import { validations } from './users.table';

/** The document whose validation levels decide (001 §3.3): expense sheets or purchase orders. */
export type LevelDocument = 'expense' | 'po';
const LEVEL_COLUMN = { expense: validations.validationLevelExp, po: validations.validationLevelPo } as const;

/**
 * The level the caller decides a document at now, for the two-level flow of expense sheets and purchase orders:
 * level 1 (A) on a submitted document, level 2 (B) after level 1, or on a submitted one in a department
 * without any level-1 validator. When it is not theirs to decide: NOT_FOUND for people who do not validate the
 * department, FORBIDDEN while it still waits for level 1, CONFLICT when it has moved on (another validator was
 * quicker).
 */
export async function decidingLevel(
  tx: Tx,
  actor: Actor,
  document: LevelDocument,
  target: { status: number; departmentNumber: number | null },
): Promise<{ level: 1 | 2; hasLevel2: boolean }> {
  if (target.departmentNumber === null) throw notFound();
  const column = LEVEL_COLUMN[document];
  const rows = await tx
    .select({ userId: validations.userId, level: column })
    .from(validations)
    .where(
      and(
        eq(validations.projectId, actor.projectId),
        eq(validations.departmentNumber, target.departmentNumber),
        inArray(column, [1, 2]),
      ),
    );
  const mine = rows.find((r) => r.userId === actor.userId)?.level ?? 0;
  const hasLevel1 = rows.some((r) => r.level === 1);
  const hasLevel2 = rows.some((r) => r.level === 2);
  const { submitted, validatedLevel1 } = EXPENSE_STATUS;
  if (target.status === submitted && mine === 1) return { level: 1, hasLevel2 };
  // Nobody validates at level 1 here: the level-2 validator decides a submitted document at once, at level 2
  // (it used to take them two validations, the first one only moving it to "validated at level 1").
  if (target.status === submitted && mine === 2 && !hasLevel1) return { level: 2, hasLevel2 };
  if (target.status === validatedLevel1 && mine === 2) return { level: 2, hasLevel2 };
  if (mine === 0) throw notFound();
  if (mine === 2 && target.status === submitted) throw forbidden();
  throw conflict('alreadyDecided');
}
