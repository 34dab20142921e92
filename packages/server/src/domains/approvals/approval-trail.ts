import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../users/users.table';
import { type DocumentApprovalConfig, stateOf } from './approval-config';
import { authorsOf, levelHolders, routeOf } from './approval-route';

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

/** The approval trail of one document (its detail view): three statements, whatever the department. */
export async function approvalTrail(
  tx: Tx,
  config: DocumentApprovalConfig,
  projectId: number,
  row: object,
): Promise<ApprovalTrail> {
  const target = stateOf(config, row);
  const field = (name: 'level1At' | 'level2At') =>
    (row as Record<string, unknown>)[config.fields[name]] as Date | null;
  const decisions = {
    1: { by: target.level1By, at: field('level1At') },
    2: { by: target.level2By, at: field('level2At') },
  };
  const [holders, route] = await Promise.all([
    target.departmentNumber === null
      ? []
      : levelHolders(tx, projectId, config.document, target.departmentNumber),
    routeOf(tx, config, { projectId, userId: 0 }, target.id),
  ]);
  const authors = authorsOf(target);
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
    validators: holders
      .filter((h) => h.level === level && !authors.includes(h.userId))
      .map((h) => names.get(h.userId) ?? '')
      .sort((a, b) => a.localeCompare(b)),
    authorHoldsLevel: holders.some((h) => h.level === level && authors.includes(h.userId)),
    decidedById: decisions[level].by,
    decidedByName: decisions[level].by === null ? null : (names.get(decisions[level].by) ?? null),
    decidedAt: decisions[level].at,
  }));
  const waiting =
    target.status === config.status.submitted || target.status === config.status.validatedLevel1;
  return { nextLevel: route.nextLevel, hasNoValidator: waiting && route.nextLevel === null, steps };
}
