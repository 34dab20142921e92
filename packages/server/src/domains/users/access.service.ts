import type { AccessRight } from '@setledger/shared/auth/permissions';
import { encodingValidationSchema, validationSchema } from '@setledger/shared/users/users.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { AppError, badInput, forbidden, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { departments } from '../departments/departments.table';
import { managesUsers, mayChangeRole, mayGrant, type ProjectRole } from './users.policy';
import { assertNotLastAdmin } from './users.service';
import * as q from './users.sql';
import { userProjects, userRequests, users, validations } from './users.table';

async function member(tx: Tx, projectId: number, userId: number) {
  const row = await q.findMembershipRow(tx, projectId, userId);
  if (!row) throw notFound();
  return row;
}

/** Production may not change an administrator's roles or rights; only administrators may. */
function assertMayEdit(actor: Actor, target: { isAdmin: boolean }) {
  if (target.isAdmin && !actor.isAdmin) throw forbidden();
}

/** Add/Del/AddUpd of a project role (isAdmin, isProd, upm, studio), audited. */
export async function setProjectRole(
  services: Services,
  actor: Actor,
  input: { userId: number; role: ProjectRole; value: boolean; projectId?: number | null },
) {
  if (!mayChangeRole(actor, input.role)) throw forbidden();
  const projectId = input.projectId ?? actor.projectId;
  // AddProdToProject names a project: it must be the caller's (another project answers NOT_FOUND).
  if (projectId !== actor.projectId) throw notFound();
  return services.db.transaction(async (tx) => {
    const target = await member(tx, projectId, input.userId);
    assertMayEdit(actor, target);
    const before = target[input.role];
    if (before === input.value) return true;
    if (input.role === 'isAdmin' && !input.value) await assertNotLastAdmin(tx, projectId, target);
    await tx
      .update(userProjects)
      .set({ [input.role]: input.value, updatedAt: new Date() })
      .where(eq(userProjects.id, target.id));
    await q.recordAudit(tx, {
      projectId,
      targetUserId: input.userId,
      actorUserId: actor.userId,
      change: input.role,
      before,
      after: input.value,
    });
    return true;
  });
}

/** AddIsDev / DelIsDev / AddIsTranslator / DelIsTranslator: roles of the person, for a member of the project. */
export async function setPersonRole(
  services: Services,
  actor: Actor,
  input: { userId: number; role: 'isDev' | 'isTranslator'; value: boolean },
) {
  if (!mayChangeRole(actor, input.role)) throw forbidden();
  return services.db.transaction(async (tx) => {
    await member(tx, actor.projectId, input.userId);
    const user = (await q.findUser(tx, input.userId))!;
    const before = user[input.role];
    if (before === input.value) return true;
    await tx
      .update(users)
      .set({ [input.role]: input.value, updatedAt: new Date() })
      .where(eq(users.id, input.userId));
    await q.recordAudit(tx, {
      projectId: actor.projectId,
      targetUserId: input.userId,
      actorUserId: actor.userId,
      change: input.role,
      before,
      after: input.value,
    });
    return true;
  });
}

/** Changes access rights of one member, in one transaction, audited; nobody grants a right they lack. */
export async function setRights(
  services: Services,
  actor: Actor,
  input: { userId: number; rights: Partial<Record<AccessRight, boolean>> },
) {
  if (!actor.isAdmin && !actor.isProd) throw forbidden();
  const entries = Object.entries(input.rights).filter(
    (entry): entry is [AccessRight, boolean] => typeof entry[1] === 'boolean',
  );
  return services.db.transaction(async (tx) => {
    const target = await member(tx, actor.projectId, input.userId);
    assertMayEdit(actor, target);
    const changes = entries.filter(([right, value]) => target[right] !== value);
    for (const [right, value] of changes)
      if (value && !mayGrant(actor, right)) throw new AppError('FORBIDDEN', 'rightNotHeld', right);
    if (changes.length === 0) return true;
    await tx
      .update(userProjects)
      .set({ ...Object.fromEntries(changes), updatedAt: new Date() })
      .where(eq(userProjects.id, target.id));
    for (const [right, value] of changes)
      await q.recordAudit(tx, {
        projectId: actor.projectId,
        targetUserId: input.userId,
        actorUserId: actor.userId,
        change: right,
        before: !value,
        after: value,
      });
    return true;
  });
}

/** GetUserScreenAccess: a member's roles and rights, for themselves or a people manager. */
export async function getUserScreenAccess(
  services: Services,
  actor: Actor,
  input: { userId: number; projectId?: number | null },
) {
  if (input.projectId && input.projectId !== actor.projectId) throw notFound();
  if (input.userId !== actor.userId && !managesUsers(actor)) throw forbidden();
  const row = await q.findMember(services.db, actor.projectId, input.userId);
  if (!row) throw notFound();
  return row;
}

export async function updateShowWizard(
  services: Services,
  actor: Actor,
  input: { userId: number; showWizard: boolean },
) {
  if (input.userId !== actor.userId && !actor.isAdmin) throw forbidden();
  await member(services.db, actor.projectId, input.userId);
  await services.db.update(users).set({ showWizard: input.showWizard }).where(eq(users.id, input.userId));
  return input.showWizard;
}

async function assertDepartments(tx: Tx, projectId: number, numbers: readonly number[], field: string) {
  if (numbers.length === 0) return;
  const found = await tx
    .select({ value: departments.value })
    .from(departments)
    .where(and(inProject(departments, { projectId }), inArray(departments.value, [...numbers])));
  const known = new Set(found.map((d) => d.value));
  const missing = numbers.findIndex((n) => !known.has(n));
  if (missing >= 0) throw badInput(numbers.length === 1 ? field : `${field}.${missing}`, 'notFound');
}

type Levels = Pick<
  typeof validations.$inferSelect,
  'validationLevelTs' | 'validationLevelPo' | 'validationLevelExp' | 'validationLevelInvoice'
>;
const LEVEL_KEYS = [
  'validationLevelTs',
  'validationLevelPo',
  'validationLevelExp',
  'validationLevelInvoice',
] as const;
/** Every level at 0: writing it removes the record. */
const NO_LEVELS: Levels = {
  validationLevelTs: 0,
  validationLevelPo: 0,
  validationLevelExp: 0,
  validationLevelInvoice: 0,
};
const isEmpty = (levels: Levels) => LEVEL_KEYS.every((key) => levels[key] === 0);
const levelsOf = (row: Levels | undefined): Levels | null =>
  row ? (Object.fromEntries(LEVEL_KEYS.map((key) => [key, row[key]])) as Levels) : null;

/** Writes one user's levels in one department (upsert; all zero deletes), audited. */
async function writeLevels(
  tx: Tx,
  actor: Pick<Actor, 'projectId' | 'userId'>,
  userId: number,
  department: number,
  levels: Levels,
) {
  const [existing] = await tx
    .select()
    .from(validations)
    .where(
      and(
        inProject(validations, actor),
        eq(validations.userId, userId),
        eq(validations.departmentNumber, department),
      ),
    )
    .for('update');
  const before = levelsOf(existing);
  if (isEmpty(levels)) {
    if (existing) await tx.delete(validations).where(eq(validations.id, existing.id));
  } else if (existing) {
    await tx.update(validations).set(levels).where(eq(validations.id, existing.id));
  } else {
    await tx
      .insert(validations)
      .values({ projectId: actor.projectId, userId, departmentNumber: department, ...levels });
  }
  const after = isEmpty(levels) ? null : levels;
  if (JSON.stringify(before) !== JSON.stringify(after))
    await q.recordAudit(tx, {
      projectId: actor.projectId,
      targetUserId: userId,
      actorUserId: actor.userId,
      change: `validation:${department}`,
      before,
      after,
    });
}

/**
 * Nobody but an administrator gives themselves a validation level (issue 12 item 5): production cannot make
 * itself the validator of documents; another administrator or producer does. Clearing one's own level is fine.
 */
async function assertNoOwnLevelGiven(
  tx: Tx,
  actor: Actor,
  userId: number,
  department: number,
  levels: Levels,
) {
  if (userId !== actor.userId || actor.isAdmin) return;
  const [existing] = await tx
    .select()
    .from(validations)
    .where(
      and(
        inProject(validations, actor),
        eq(validations.userId, userId),
        eq(validations.departmentNumber, department),
      ),
    );
  if (LEVEL_KEYS.some((key) => levels[key] !== 0 && levels[key] !== (existing?.[key] ?? 0)))
    throw new AppError('FORBIDDEN', 'ownValidationLevel');
}

/**
 * AddUpdValidation: a user's levels in a department. Replace true (default) sets them as given; false keeps
 * the higher of the stored and the given level per document type.
 */
export async function addUpdValidation(
  services: Services,
  actor: Actor,
  input: {
    validationId?: number | null;
    userId: number;
    projectId?: number | null;
    updValidation: unknown;
    replace?: boolean | null;
  },
) {
  if (input.projectId && input.projectId !== actor.projectId) throw notFound();
  const values = parseInput(validationSchema, input.updValidation);
  return services.db.transaction(async (tx) => {
    await member(tx, actor.projectId, input.userId);
    await assertDepartments(tx, actor.projectId, [values.department], 'department');
    if (input.validationId) {
      const [row] = await tx
        .select({ id: validations.id, department: validations.departmentNumber })
        .from(validations)
        .where(
          and(
            eq(validations.id, input.validationId),
            inProject(validations, actor),
            eq(validations.userId, input.userId),
          ),
        );
      if (!row) throw notFound();
      // Moving a record to another department: the old one is emptied first.
      if (row.department !== values.department)
        await writeLevels(tx, actor, input.userId, row.department, NO_LEVELS);
    }
    let levels: Levels = levelsOf(values)!;
    if (input.replace === false) {
      const [existing] = await tx
        .select()
        .from(validations)
        .where(
          and(
            inProject(validations, actor),
            eq(validations.userId, input.userId),
            eq(validations.departmentNumber, values.department),
          ),
        );
      if (existing)
        levels = Object.fromEntries(
          LEVEL_KEYS.map((key) => [key, Math.max(existing[key], levels[key])]),
        ) as Levels;
    }
    await assertNoOwnLevelGiven(tx, actor, input.userId, values.department, levels);
    await writeLevels(tx, actor, input.userId, values.department, levels);
    const [row] = await q
      .listUserValidations(tx, actor.projectId, input.userId)
      .then((rows) => rows.filter((r) => r.departmentNumber === values.department));
    return row ?? null;
  });
}

const DOC_KEYS: Record<number, (typeof LEVEL_KEYS)[number]> = {
  1: 'validationLevelTs',
  2: 'validationLevelPo',
  3: 'validationLevelExp',
  4: 'validationLevelInvoice',
};

/** DelValidation: clears one document type (ValLvlDoc 1-4) of a record, or the whole record (0 / absent). */
export async function delValidation(
  services: Services,
  actor: Actor,
  input: { validationId: number; userId: number; projectId?: number | null; valLvlDoc?: number | null },
) {
  if (input.projectId && input.projectId !== actor.projectId) throw notFound();
  const doc = input.valLvlDoc ?? 0;
  if (doc !== 0 && !DOC_KEYS[doc]) throw badInput('ValLvlDoc', 'outOfRange');
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(validations)
      .where(
        and(
          eq(validations.id, input.validationId),
          inProject(validations, actor),
          eq(validations.userId, input.userId),
        ),
      );
    if (!row) throw notFound();
    const levels = levelsOf(row)!;
    if (doc === 0) for (const key of LEVEL_KEYS) levels[key] = 0;
    else levels[DOC_KEYS[doc]!] = 0;
    await writeLevels(tx, actor, input.userId, row.departmentNumber, levels);
    return input.validationId;
  });
}

/** DelAllTypeNormalValidation: every validation level of the user in the project. */
export function delAllTypeNormalValidation(services: Services, actor: Actor, input: { userId: number }) {
  return services.db.transaction(async (tx) => {
    await member(tx, actor.projectId, input.userId);
    const rows = await q.listUserValidations(tx, actor.projectId, input.userId);
    for (const row of rows) await writeLevels(tx, actor, input.userId, row.departmentNumber, NO_LEVELS);
    return rows.length;
  });
}

/** The project/validations grid: every record with the validator's names. */
export function getProjectValidations(services: Services, actor: Actor) {
  return q.listProjectValidations(services.db, actor.projectId);
}

/** An invitation of the caller's project, open, by xid. */
async function openInvitation(tx: Tx, actor: Actor, xid: string) {
  const request = await q.unsafeFindOpenRequest(tx, xid, 0);
  if (!request || request.projectId !== actor.projectId) throw notFound();
  return request;
}

/**
 * GetEncodingValidation: the levels of a member (highest per type over their departments, and the
 * departments where they hold one), or those waiting on an invitation (UserRequestXid).
 */
export async function getEncodingValidation(
  services: Services,
  actor: Actor,
  input: { projectId?: number | null; userId?: number | null; userRequestXid?: string | null },
) {
  if (input.projectId && input.projectId !== actor.projectId) throw notFound();
  if (input.userRequestXid) {
    const request = await openInvitation(services.db, actor, input.userRequestXid);
    const value = request.encodingValidation ?? {
      timeSheets: 0,
      expenses: 0,
      po: 0,
      invoice: 0,
      departments: [],
    };
    return { userProjectId: null, ...value };
  }
  if (!input.userId) throw badInput('UserId', 'required');
  const target = await member(services.db, actor.projectId, input.userId);
  const rows = await q.listUserValidations(services.db, actor.projectId, input.userId);
  const max = (key: (typeof LEVEL_KEYS)[number]) => Math.max(0, ...rows.map((r) => r[key]));
  return {
    userProjectId: target.id,
    timeSheets: max('validationLevelTs'),
    expenses: max('validationLevelExp'),
    po: max('validationLevelPo'),
    invoice: max('validationLevelInvoice'),
    departments: rows.filter((r) => !isEmpty(r)).map((r) => r.departmentNumber),
  };
}

/**
 * AddEncodingValidation: the same levels in each listed department, for a member (written now) or an
 * invitation (kept with it and written when it is accepted).
 */
export async function addEncodingValidation(
  services: Services,
  actor: Actor,
  input: {
    projectId?: number | null;
    userId?: number | null;
    userRequestXid?: string | null;
    values: { TimeSheet: number; Expense: number; Po: number; Invoice: number; Department: number[] };
  },
) {
  if (input.projectId && input.projectId !== actor.projectId) throw notFound();
  const values = parseInput(encodingValidationSchema, input.values);
  const departmentsList = [...new Set(values.Department)];
  return services.db.transaction(async (tx) => {
    await assertDepartments(tx, actor.projectId, departmentsList, 'Department');
    if (input.userRequestXid) {
      const request = await openInvitation(tx, actor, input.userRequestXid);
      await tx
        .update(userRequests)
        .set({
          encodingValidation: {
            timeSheets: values.TimeSheet,
            expenses: values.Expense,
            po: values.Po,
            invoice: values.Invoice,
            departments: departmentsList,
          },
        })
        .where(eq(userRequests.id, request.id));
      return true;
    }
    if (!input.userId) throw badInput('UserId', 'required');
    await member(tx, actor.projectId, input.userId);
    for (const department of departmentsList)
      await assertNoOwnLevelGiven(tx, actor, input.userId, department, {
        validationLevelTs: values.TimeSheet,
        validationLevelPo: values.Po,
        validationLevelExp: values.Expense,
        validationLevelInvoice: values.Invoice,
      });
    await applyEncodingValidation(tx, actor, input.userId, {
      timeSheets: values.TimeSheet,
      expenses: values.Expense,
      po: values.Po,
      invoice: values.Invoice,
      departments: departmentsList,
    });
    return true;
  });
}

export async function applyEncodingValidation(
  tx: Tx,
  actor: Pick<Actor, 'projectId' | 'userId'>,
  userId: number,
  value: { timeSheets: number; expenses: number; po: number; invoice: number; departments: number[] },
) {
  for (const department of value.departments)
    await writeLevels(tx, actor, userId, department, {
      validationLevelTs: value.timeSheets,
      validationLevelPo: value.po,
      validationLevelExp: value.expenses,
      validationLevelInvoice: value.invoice,
    });
}

/** The audit trail of a member's roles, rights and validation levels (people managers). */
export async function getUserAccessAudit(services: Services, actor: Actor, input: { userId: number }) {
  await member(services.db, actor.projectId, input.userId);
  return q.listAudit(services.db, actor.projectId, input.userId);
}
