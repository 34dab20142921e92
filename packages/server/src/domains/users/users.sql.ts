import { ACCESS_RIGHTS, ROLE_NAMES } from '@setledger/shared/auth/permissions';
import { and, asc, desc, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { departments, functions } from '../departments/departments.table';
import { projects } from '../projects/projects.table';
import { visibleWhere as membersWhere } from './users.policy';
import { accessAudit, contracts, userProjects, userRequests, users, validations } from './users.table';

export type ContractRow = typeof contracts.$inferSelect;
export type ValidationRow = typeof validations.$inferSelect;
export type UserRequestRow = typeof userRequests.$inferSelect;

/** True when one of the member's contracts contains today (001 §3.1). */
export const underContractSql = sql<boolean>`exists (
  select 1 from ${contracts} c where c.user_project_id = ${userProjects.id}
  and c.start_date <= current_date and c.end_date >= current_date)`.mapWith(Boolean);

const validationLevelSql = sql<number>`coalesce((
  select max(greatest(v.validation_level_ts, v.validation_level_po, v.validation_level_exp, v.validation_level_invoice))
  from ${validations} v where v.user_id = ${userProjects.userId} and v.project_id = ${userProjects.projectId}), 0)`.mapWith(
  Number,
);

const flagColumns = Object.fromEntries(
  [...ROLE_NAMES, ...ACCESS_RIGHTS, 'isAdmin', 'isProd', 'isVip'].map((name) => [
    name,
    userProjects[name as keyof typeof userProjects.$inferSelect & keyof typeof userProjects] as never,
  ]),
) as Record<FlagName, never>;

/** One row per membership, with the person, department and function names, contract and levels. */
export const memberSelection = {
  id: users.id,
  userProjectID: userProjects.id,
  projectId: userProjects.projectId,
  projectTitle: projects.titre,
  name: users.name,
  firstName: users.firstName,
  email: users.email,
  phone: users.phone,
  isDev: users.isDev,
  isTranslator: users.isTranslator,
  showWizard: users.showWizard,
  reference: userProjects.reference,
  customPosition: userProjects.customPosition,
  departmentNumber: userProjects.departmentNumber,
  departmentName: departments.message,
  functionNumber: userProjects.functionNumber,
  functionName: functions.message,
  underContract: underContractSql,
  validationLevel: validationLevelSql,
  ...flagColumns,
};

type FlagName = (typeof ROLE_NAMES)[number] | (typeof ACCESS_RIGHTS)[number] | 'isAdmin' | 'isProd' | 'isVip';
export type MemberListRow = Record<FlagName, boolean> & {
  id: number;
  userProjectID: number;
  projectId: number;
  projectTitle: string;
  name: string;
  firstName: string;
  /** Null where the crew list hides it. */
  email: string | null;
  phone: string | null;
  isDev: boolean;
  isTranslator: boolean;
  showWizard: boolean;
  reference: string;
  customPosition: number;
  departmentNumber: number | null;
  departmentName: string | null;
  functionNumber: number | null;
  functionName: string | null;
  underContract: boolean;
  validationLevel: number;
};

export interface MemberFilter {
  /** The caller's project, or every project of a license. */
  projectId?: number;
  licenseId?: number;
  /** Lower-case accent-free terms; every one must match the person or the reference. */
  terms: string[];
  /** -1: without department; a number: that department; undefined: all. */
  department?: number;
  function?: number;
  forTimesheet?: boolean;
  forExpense?: boolean;
  underContract?: boolean;
}

function memberWhere(filter: MemberFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.projectId !== undefined) conditions.push(eq(userProjects.projectId, filter.projectId));
  if (filter.licenseId !== undefined) conditions.push(eq(projects.licenseId, filter.licenseId));
  for (const term of filter.terms)
    conditions.push(
      sql`(${users.searchName} like ${`%${term}%`} or lower(${userProjects.reference}) like ${`%${term}%`})`,
    );
  if (filter.department === -1) conditions.push(isNull(userProjects.departmentNumber));
  else if (filter.department !== undefined)
    conditions.push(eq(userProjects.departmentNumber, filter.department));
  if (filter.function === -1) conditions.push(isNull(userProjects.functionNumber));
  else if (filter.function !== undefined) conditions.push(eq(userProjects.functionNumber, filter.function));
  if (filter.forTimesheet) conditions.push(eq(departments.forTimesheet, true));
  if (filter.forExpense) conditions.push(eq(departments.forExpense, true));
  if (filter.underContract) conditions.push(underContractSql);
  return and(...conditions);
}

function membersFrom(tx: Tx) {
  return tx
    .select(memberSelection)
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
    );
}

export const MEMBER_SORTS = {
  name: [users.name, users.firstName],
  firstName: [users.firstName, users.name],
  email: [users.email],
  department: [departments.message, users.name],
  function: [functions.message, users.name],
  reference: [userProjects.reference, users.name],
  customPosition: [userProjects.customPosition, users.name],
  project: [projects.titre, users.name],
} as const;
export type MemberSort = keyof typeof MEMBER_SORTS;

export function listMembers(
  tx: Tx,
  filter: MemberFilter,
  options: {
    sort: MemberSort;
    descending: boolean;
    groupByContract: boolean;
    limit?: number;
    offset?: number;
  },
) {
  const direction = options.descending ? desc : asc;
  const order = [
    ...(options.groupByContract ? [desc(underContractSql)] : []),
    ...MEMBER_SORTS[options.sort].map((column) => direction(column)),
    asc(userProjects.id),
  ];
  const query = membersFrom(tx)
    .where(memberWhere(filter))
    .orderBy(...order)
    .$dynamic();
  if (options.limit) query.limit(options.limit);
  if (options.offset) query.offset(options.offset);
  return query as unknown as Promise<MemberListRow[]>;
}

export async function countMembers(tx: Tx, filter: MemberFilter): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
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
    .where(memberWhere(filter));
  return row?.n ?? 0;
}

export async function findMember(tx: Tx, projectId: number, userId: number) {
  const rows = (await membersFrom(tx)
    .where(and(membersWhere({ projectId }), eq(userProjects.userId, userId)))
    .limit(1)) as unknown as MemberListRow[];
  return rows[0];
}

export async function findMembershipRow(tx: Tx, projectId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(userProjects)
    .where(and(membersWhere({ projectId }), eq(userProjects.userId, userId)))
    .limit(1);
  return row;
}

export async function findMembershipById(tx: Tx, projectId: number, userProjectId: number) {
  const [row] = await tx
    .select()
    .from(userProjects)
    .where(and(membersWhere({ projectId }), eq(userProjects.id, userProjectId)))
    .limit(1);
  return row;
}

export async function findUser(tx: Tx, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function findUserByEmail(tx: Tx, email: string) {
  const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export function listContracts(tx: Tx, userProjectId: number) {
  return tx
    .select()
    .from(contracts)
    .where(eq(contracts.userProjectId, userProjectId))
    .orderBy(asc(contracts.startDate), asc(contracts.id));
}

export function listUserValidations(tx: Tx, projectId: number, userId: number) {
  return tx
    .select()
    .from(validations)
    .where(and(inProject(validations, { projectId }), eq(validations.userId, userId)))
    .orderBy(asc(validations.departmentNumber));
}

/** Every validation record of the project, with the validator's names (project/validations grid). */
export function listProjectValidations(tx: Tx, projectId: number) {
  return tx
    .select({
      id: validations.id,
      userId: validations.userId,
      name: users.name,
      firstName: users.firstName,
      department: validations.departmentNumber,
      validationLevelTs: validations.validationLevelTs,
      validationLevelPo: validations.validationLevelPo,
      validationLevelExp: validations.validationLevelExp,
      validationLevelInvoice: validations.validationLevelInvoice,
    })
    .from(validations)
    .innerJoin(users, eq(users.id, validations.userId))
    .where(inProject(validations, { projectId }))
    .orderBy(asc(validations.departmentNumber), asc(users.name), asc(users.firstName));
}

export function listAudit(tx: Tx, projectId: number, userId: number) {
  return tx
    .select({
      id: accessAudit.id,
      change: accessAudit.change,
      before: accessAudit.before,
      after: accessAudit.after,
      at: accessAudit.at,
      actorName: sql<
        string | null
      >`(select u.first_name || ' ' || u.name from ${users} u where u.id = ${accessAudit.actorUserId})`,
    })
    .from(accessAudit)
    .where(and(inProject(accessAudit, { projectId }), eq(accessAudit.targetUserId, userId)))
    .orderBy(desc(accessAudit.at), desc(accessAudit.id))
    .limit(200);
}

export async function recordAudit(
  tx: Tx,
  entry: {
    projectId: number;
    targetUserId: number;
    actorUserId: number;
    change: string;
    before: unknown;
    after: unknown;
  },
) {
  await tx.insert(accessAudit).values(entry);
}

/** Open (not used, not expired) request by xid. */
export async function unsafeFindOpenRequest(tx: Tx, xid: string, requestType: number) {
  const [row] = await tx
    .select()
    .from(userRequests)
    .where(
      and(
        eq(userRequests.xid, xid),
        eq(userRequests.requestType, requestType),
        eq(userRequests.validated, false),
        gte(userRequests.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

export function listProjectRequests(tx: Tx, projectId: number) {
  return tx
    .select()
    .from(userRequests)
    .where(and(inProject(userRequests, { projectId }), eq(userRequests.requestType, 0)))
    .orderBy(desc(userRequests.createdAt), desc(userRequests.id));
}
