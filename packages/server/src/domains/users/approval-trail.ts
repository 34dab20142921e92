import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from './users.table';
import { type ApprovalTarget, type LevelDocument, levelHolders, routeOf } from './validation-levels';

/** One level of a document's approval: who may decide it, whether an author holds it, who decided and when. */
export interface ApprovalStep {
  level: 1 | 2;
  /** Who may decide this level, the document's authors left out (they never decide their own document). */
  validators: string[];
  /** An author of the document validates at this level, so another validator or the next level decides. */
  authorHoldsLevel: boolean;
  decidedById: number | null;
  decidedByName: string | null;
  decidedAt: Date | null;
}
export interface ApprovalTrail {
  /** The level that decides next; null once decided, or when nobody but the authors could. */
  nextLevel: 1 | 2 | null;
  /** It waits, but nobody other than its authors validates its department at a level it needs. */
  hasNoValidator: boolean;
  steps: ApprovalStep[];
}
export type LevelDecisions = Record<1 | 2, { by: number | null; at: Date | null }>;

/** The approval trail of one document (its detail view): two statements, whatever the department. */
export async function approvalTrail(
  tx: Tx,
  projectId: number,
  document: LevelDocument,
  target: ApprovalTarget,
  decisions: LevelDecisions,
): Promise<ApprovalTrail> {
  const holders =
    target.departmentNumber === null
      ? []
      : await levelHolders(tx, projectId, document, target.departmentNumber);
  const route = routeOf(holders, target);
  const ids = [...new Set([...holders.map((h) => h.userId), decisions[1].by, decisions[2].by])].filter(
    (id): id is number => id !== null,
  );
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await tx
            .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.name}` })
            .from(users)
            .where(inArray(users.id, ids))
        ).map((u) => [u.id, u.name]),
  );
  const steps = ([1, 2] as const).map((level) => ({
    level,
    validators: route.others
      .filter((h) => h.level === level)
      .map((h) => names.get(h.userId) ?? '')
      .sort((a, b) => a.localeCompare(b)),
    authorHoldsLevel: holders.some((h) => h.level === level && route.authors.includes(h.userId)),
    decidedById: decisions[level].by,
    decidedByName: decisions[level].by === null ? null : (names.get(decisions[level].by) ?? null),
    decidedAt: decisions[level].at,
  }));
  return { nextLevel: route.nextLevel, hasNoValidator: route.hasNoValidator, steps };
}
