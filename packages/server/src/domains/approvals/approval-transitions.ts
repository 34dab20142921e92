import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '../../core/actor';
import { AppError, badInput, conflict, forbidden, notFound } from '../../core/errors';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { type ApprovalState, columnOf, type DocumentApprovalConfig, stateOf } from './approval-config';
import { authorsOf, routeOf, routeSql, validatesIn, waitingForSql } from './approval-route';

const COMMENT_MAX = 1000;

type Row<T extends PgTable> = T['$inferSelect'];
/** Drizzle's update values of a table, built from the config's field names. */
type Values = Record<string, unknown>;

/** The validator's comment, trimmed; past 1000 characters BAD_USER_INPUT (Comment, tooLong). */
export function approvalComment(comment: string | null | undefined): string {
  const text = (comment ?? '').trim();
  if (text.length > COMMENT_MAX) throw badInput('Comment', 'tooLong');
  return text;
}

async function readDocument<T extends PgTable>(
  tx: Tx,
  config: DocumentApprovalConfig<T>,
  actor: Actor,
  id: number,
  extra?: SQL,
): Promise<Row<T>> {
  const [row] = await tx
    .select()
    .from(config.table as PgTable)
    .where(and(eq(columnOf(config, 'id'), id), eq(columnOf(config, 'projectId'), actor.projectId), extra));
  if (!row) throw notFound();
  return row as Row<T>;
}

/** The UPDATE of one transition, guarded by the version read: of two callers acting at once exactly one wins. */
async function guardedUpdate<T extends PgTable>(
  tx: Tx,
  config: DocumentApprovalConfig<T>,
  state: ApprovalState,
  values: Values,
): Promise<Row<T>> {
  const { fields } = config;
  const [changed] = await tx
    .update(config.table as PgTable)
    .set({ ...values, [fields.version]: sql`${columnOf(config, 'version')} + 1` } as never)
    .where(and(eq(columnOf(config, 'id'), state.id), eq(columnOf(config, 'version'), state.version)))
    .returning();
  if (!changed) throw conflict('alreadyDecided');
  return changed as Row<T>;
}

/** A version the caller saw that is not the document's any more: somebody changed it in between. */
function assertVersion(state: ApprovalState, expectedVersion: number | null | undefined) {
  if (expectedVersion !== null && expectedVersion !== undefined && expectedVersion !== state.version)
    throw conflict('alreadyDecided');
}

/**
 * The level the caller decides a document at now. Its authors get FORBIDDEN (ownDocument); people who do not
 * validate the department NOT_FOUND; a level-2 validator FORBIDDEN while it still waits for level 1; CONFLICT
 * when it has moved on (another validator was quicker).
 */
export async function decidingLevel(
  tx: Tx,
  config: DocumentApprovalConfig,
  actor: Actor,
  row: object,
): Promise<{ level: 1 | 2; hasLevel2: boolean }> {
  const state = stateOf(config, row);
  if (authorsOf(state).includes(actor.userId)) throw new AppError('FORBIDDEN', 'ownDocument');
  if (state.departmentNumber === null) throw notFound();
  const route = await routeOf(tx, config, actor, state.id);
  if (route.mine !== 0 && route.nextLevel === route.mine)
    return { level: route.mine, hasLevel2: route.hasLevel2 };
  if (route.mine === 0) throw notFound();
  if (route.mine === 2 && state.status === config.status.submitted) throw forbidden();
  throw conflict('alreadyDecided');
}

/**
 * Validate or refuse a document at the caller's level (ValidateExpenseSheet, RejectPurchaseOrder, ...): level 1,
 * then level 2; without a level-2 validator other than the authors, level 1 is final (8). A refusal is at the
 * caller's level (4 or 16) with the comment its owner reads.
 */
export async function decideDocument<T extends PgTable>(
  services: Services,
  config: DocumentApprovalConfig<T>,
  actor: Actor,
  input: { id: number; comment?: string | null; refuse: boolean; expectedVersion?: number | null },
): Promise<Row<T>> {
  const comment = approvalComment(input.comment);
  const { fields, status } = config;
  return services.db.transaction(async (tx) => {
    const before = await readDocument(tx, config, actor, input.id);
    const state = stateOf(config, before);
    assertVersion(state, input.expectedVersion);
    const { level, hasLevel2 } = await decidingLevel(tx, config, actor, before);
    const next = input.refuse
      ? level === 1
        ? status.refusedLevel1
        : status.refusedLevel2
      : level === 1 && hasLevel2
        ? status.validatedLevel1
        : status.validatedLevel2;
    const now = new Date();
    const after = await guardedUpdate(tx, config, state, {
      [fields.status]: next,
      [fields.updatedAt]: now,
      [level === 1 ? fields.level1By : fields.level2By]: actor.userId,
      [level === 1 ? fields.level1At : fields.level2At]: now,
      ...(input.refuse || config.commentOnEveryDecision ? { [fields.comment]: comment } : {}),
    });
    await config.onDecided?.(tx, {
      services,
      actor,
      before,
      after,
      now,
      level,
      refused: input.refuse,
      comment,
    });
    return after;
  });
}

/**
 * Validate every listed document that waits for the caller, each as if validated alone (the same rule), in one
 * UPDATE whatever the number of ids (issue 12 item 4). Documents unknown, decided, elsewhere or the caller's own
 * are left as they are; answers the ids that changed.
 */
export async function validateMany(
  services: Services,
  config: DocumentApprovalConfig,
  actor: Actor,
  input: { ids: readonly number[] },
): Promise<number[]> {
  const ids = [...new Set(input.ids)];
  if (ids.length === 0) return [];
  const { fields, status } = config;
  const now = new Date();
  const at = sql`${now.toISOString()}::timestamptz`;
  const route = routeSql(config, actor.projectId);
  const atLevel1 = sql`(${route.nextLevel} = 1)`;
  const keep = (field: 'level1By' | 'level1At' | 'level2By' | 'level2At') => columnOf(config, field);
  return services.db.transaction(async (tx) => {
    const changed = await tx
      .update(config.table)
      .set({
        [fields.status]: sql`case when ${atLevel1} and ${route.hasLevel2} then ${status.validatedLevel1}::integer
          else ${status.validatedLevel2}::integer end`,
        [fields.version]: sql`${columnOf(config, 'version')} + 1`,
        [fields.updatedAt]: now,
        [fields.level1By]: sql`case when ${atLevel1} then ${actor.userId}::integer else ${keep('level1By')} end`,
        [fields.level1At]: sql`case when ${atLevel1} then ${at} else ${keep('level1At')} end`,
        [fields.level2By]: sql`case when ${atLevel1} then ${keep('level2By')} else ${actor.userId}::integer end`,
        [fields.level2At]: sql`case when ${atLevel1} then ${keep('level2At')} else ${at} end`,
        ...(config.commentOnEveryDecision ? { [fields.comment]: '' } : {}),
      } as never)
      .where(
        and(
          inArray(columnOf(config, 'id'), ids),
          eq(columnOf(config, 'projectId'), actor.projectId),
          waitingForSql(config, actor),
        ),
      )
      .returning({ id: columnOf(config, 'id'), level1By: keep('level1By'), level1At: keep('level1At') });
    // Decided at level 1 where this UPDATE wrote the caller and this moment there.
    const decided = changed.map((row) => ({
      id: row.id as number,
      level: (row.level1By === actor.userId && (row.level1At as Date | null)?.getTime() === now.getTime()
        ? 1
        : 2) as 1 | 2,
    }));
    if (decided.length > 0) await config.onManyValidated?.(tx, { services, actor, decided, now });
    return decided.map((row) => row.id);
  });
}

/**
 * Undo a refusal: the validator who refused takes it back (4 → 1, 16 → 2) while the owner has not resubmitted.
 * Another validator of the department gets CONFLICT; anyone else NOT_FOUND.
 */
export async function undoRefusal<T extends PgTable>(
  services: Services,
  config: DocumentApprovalConfig<T>,
  actor: Actor,
  input: { id: number; expectedVersion?: number | null },
): Promise<Row<T>> {
  const { fields, status } = config;
  return services.db.transaction(async (tx) => {
    const before = await readDocument(tx, config, actor, input.id);
    const state = stateOf(config, before);
    const refuser =
      state.status === status.refusedLevel1
        ? state.level1By
        : state.status === status.refusedLevel2
          ? state.level2By
          : null;
    if (refuser !== actor.userId) {
      if (await validatesIn(tx, config.document, actor, state.departmentNumber))
        throw conflict('alreadyDecided');
      throw notFound();
    }
    assertVersion(state, input.expectedVersion);
    const now = new Date();
    const after = await guardedUpdate(tx, config, state, {
      [fields.status]: state.status === status.refusedLevel1 ? status.submitted : status.validatedLevel1,
      [fields.comment]: '',
      [fields.updatedAt]: now,
    });
    await config.onUndone?.(tx, { services, actor, before, after, now });
    return after;
  });
}

/** The values that send a document (again) for validation: submitted, its earlier decisions forgotten. */
export function submittedValues<T extends PgTable>(
  config: DocumentApprovalConfig<T>,
  now: Date,
): Partial<T['$inferInsert']> {
  const { fields } = config;
  return {
    [fields.status]: config.status.submitted,
    [fields.submittedAt]: now,
    [fields.updatedAt]: now,
    [fields.level1By]: null,
    [fields.level1At]: null,
    [fields.level2By]: null,
    [fields.level2At]: null,
    ...(config.clearsCommentOnSubmit ? { [fields.comment]: '' } : {}),
  } as Partial<T['$inferInsert']>;
}

/**
 * Resubmit: its owner (or who entered it) sends a refused document again after fixing it; it goes through both
 * levels again. `authorize` adds the document's own rule (FORBIDDEN) once it is found.
 */
export async function resubmitDocument<T extends PgTable>(
  services: Services,
  config: DocumentApprovalConfig<T>,
  actor: Actor,
  input: { id: number; expectedVersion?: number | null },
  authorize?: (row: Row<T>) => void,
): Promise<Row<T>> {
  const { status } = config;
  return services.db.transaction(async (tx) => {
    const mine = or(
      eq(columnOf(config, 'userId'), actor.userId),
      eq(columnOf(config, 'encoderId'), actor.userId),
    );
    const before = await readDocument(tx, config, actor, input.id, mine);
    authorize?.(before);
    const state = stateOf(config, before);
    const refused = state.status === status.refusedLevel1 || state.status === status.refusedLevel2;
    const resubmittable = config.isResubmittable ? await config.isResubmittable(tx, before) : refused;
    if (!resubmittable) throw conflict(config.alreadySubmitted);
    assertVersion(state, input.expectedVersion);
    const now = new Date();
    const after = await guardedUpdate(tx, config, state, submittedValues(config, now));
    await config.onResubmitted?.(tx, { services, actor, before, after, now });
    return after;
  });
}
