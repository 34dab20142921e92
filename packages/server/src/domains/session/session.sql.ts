import { ACCESS_RIGHTS, ROLE_NAMES } from '@setledger/shared/auth/permissions';
import { PROJECT_MODULES } from '@setledger/shared/projects/projects.constants';
import { type AnyColumn, and, count, eq, gte, sql } from 'drizzle-orm';
import { inProject } from '../../core/scope';
import type { Db, Tx } from '../../db/client';
import { preparedIntegerQuery } from '../../db/server-prepared';
import { departments, functions } from '../departments';
import { licenseAdmins } from '../licenses';
import { projects } from '../projects';
import { userProjects, users, validations } from '../users';
import { loginAttempts } from './session.table';

export async function findUserByEmail(tx: Tx, email: string) {
  const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(tx: Tx, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** What a token says about its session: checked inside the membership query, so it costs no extra query. */
export interface SessionCheck {
  sessionVersion: number;
  userProjectId: number;
}
export interface SessionCheckClaims {
  SessionVersion: number;
  UserProjectId: number;
}

/** `'name'` where the boolean column is true, else null: concat_ws keeps the true ones, comma-separated. */
const namesOfTrue = (columns: Record<string, AnyColumn>, names: readonly string[]) =>
  sql<string>`concat_ws(',', ${sql.join(
    names.map((name) => sql`case when ${columns[name]} then ${sql.raw(`'${name}'`)} end`),
    sql`, `,
  )})`;

/**
 * The columns an actor is made of, and nothing else (issue 17: the lookup runs on every request; the whole user
 * and membership rows were 110 columns with the password hash). Roles, rights and modules come back as one
 * comma-separated text each instead of 70 boolean columns.
 */
const membershipColumns = {
  userId: users.id,
  projectId: userProjects.projectId,
  userProjectId: userProjects.id,
  licenseId: projects.licenseId,
  language: users.appLanguage,
  projectType: projects.projectType,
  isAdmin: userProjects.isAdmin,
  isProd: userProjects.isProd,
  isVip: userProjects.isVip,
  isDev: users.isDev,
  isTranslator: users.isTranslator,
  sessionVersion: users.sessionVersion,
  grants: namesOfTrue(userProjects as unknown as Record<string, AnyColumn>, [
    ...ROLE_NAMES,
    ...ACCESS_RIGHTS,
  ]),
  modules: namesOfTrue(projects as unknown as Record<string, AnyColumn>, PROJECT_MODULES),
  validationLevel: sql<number>`coalesce((
    select max(greatest(${validations.validationLevelTs}, ${validations.validationLevelPo},
      ${validations.validationLevelExp}, ${validations.validationLevelInvoice}))
    from ${validations}
    where ${validations.userId} = ${userProjects.userId} and ${validations.projectId} = ${userProjects.projectId}
  ), 0)`.mapWith(Number),
  isLicenseAdmin: sql<boolean>`exists (
    select 1 from ${licenseAdmins}
    where ${licenseAdmins.licenseId} = ${projects.licenseId} and ${licenseAdmins.userId} = ${users.id}
  )`.mapWith(Boolean),
};

const userId = sql.placeholder('userId');
const projectId = sql.placeholder('projectId');

function membershipQuery(db: Db, session: boolean) {
  return db
    .select(membershipColumns)
    .from(userProjects)
    .innerJoin(users, eq(users.id, userProjects.userId))
    .innerJoin(projects, eq(projects.id, userProjects.projectId))
    .where(
      and(
        eq(userProjects.userId, userId),
        inProject(userProjects, { projectId: projectId as unknown as number }),
        session ? eq(users.sessionVersion, sql.placeholder('sessionVersion')) : undefined,
        session ? eq(userProjects.id, sql.placeholder('userProjectId')) : undefined,
      ),
    )
    .limit(1);
}

type MembershipColumns = typeof membershipColumns;
export type MembershipRow = {
  [K in keyof MembershipColumns]: MembershipColumns[K] extends { _: { data: infer D } }
    ? D
    : MembershipColumns[K] extends { _: { type: infer T } }
      ? T
      : never;
};
const MEMBERSHIP_KEYS = Object.keys(membershipColumns) as (keyof MembershipRow)[];
const checkedMembership = preparedIntegerQuery<MembershipRow>(
  'session_membership_checked',
  MEMBERSHIP_KEYS,
  (db) => membershipQuery(db, true),
);
const memberships = preparedIntegerQuery<MembershipRow>('session_membership', MEMBERSHIP_KEYS, (db) =>
  membershipQuery(db, false),
);

/**
 * The membership with its user, project, license role and highest validation level: one prepared query. With a
 * session check, a token signed before the user's last password change (or for a membership since removed
 * and re-created) finds no row.
 */
export async function findMembership(
  db: Db,
  userIdValue: number,
  projectIdValue: number,
  session?: SessionCheck,
): Promise<MembershipRow | undefined> {
  const rows = session
    ? await checkedMembership.execute(db, {
        userId: userIdValue,
        projectId: projectIdValue,
        sessionVersion: session.sessionVersion,
        userProjectId: session.userProjectId,
      })
    : await memberships.execute(db, { userId: userIdValue, projectId: projectIdValue });
  return rows[0];
}

export async function unsafeFirstProjectOf(tx: Tx, userId: number): Promise<number | undefined> {
  const rows = await tx
    .select({ projectId: userProjects.projectId })
    .from(userProjects)
    .where(eq(userProjects.userId, userId))
    .orderBy(userProjects.projectId)
    .limit(1);
  return rows[0]?.projectId;
}

export async function countFailuresSince(tx: Tx, field: 'email' | 'ip', value: string, since: Date) {
  const column = field === 'email' ? loginAttempts.email : loginAttempts.ip;
  const rows = await tx
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(column, value), eq(loginAttempts.succeeded, false), gte(loginAttempts.at, since)));
  return rows[0]?.n ?? 0;
}

export async function recordAttempt(tx: Tx, attempt: { email: string; ip: string; succeeded: boolean }) {
  await tx.insert(loginAttempts).values(attempt);
}

export async function updateUser(
  tx: Tx,
  userId: number,
  values: Partial<
    Pick<
      typeof users.$inferInsert,
      'lastProjectId' | 'appLanguage' | 'name' | 'firstName' | 'phone' | 'passwordHash' | 'searchName'
    >
  >,
) {
  await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Ends every token of the user signed so far (their version no longer matches). */
export async function bumpSessionVersion(tx: Tx, userId: number) {
  await tx
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Profile of the caller in the current project, with department and function names: one query. */
export async function findProfile(tx: Tx, userId: number, projectId: number) {
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      firstName: users.firstName,
      phone: users.phone,
      appLanguage: users.appLanguage,
      projectId: projects.id,
      projectTitle: projects.titre,
      projectType: projects.projectType,
      currency: projects.currency,
      regionalSetting: projects.regionalSetting,
      timeZone: projects.timeZone,
      useExpenseInvoice: projects.useExpenseInvoice,
      departmentName: departments.message,
      functionName: functions.message,
    })
    .from(userProjects)
    .innerJoin(users, eq(users.id, userProjects.userId))
    .innerJoin(projects, eq(projects.id, userProjects.projectId))
    .leftJoin(
      departments,
      and(
        eq(departments.projectId, userProjects.projectId),
        eq(departments.value, userProjects.departmentNumber),
      ),
    )
    .leftJoin(
      functions,
      and(
        eq(functions.projectId, userProjects.projectId),
        eq(functions.departmentNumber, userProjects.departmentNumber),
        eq(functions.value, userProjects.functionNumber),
      ),
    )
    .where(and(eq(userProjects.userId, userId), inProject(userProjects, { projectId })))
    .limit(1);
  return rows[0];
}
