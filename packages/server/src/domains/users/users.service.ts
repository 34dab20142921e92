import { searchKey } from '@setledger/shared/format/text';
import { FLAG_FIELD_TYPES, FLAG_TYPES } from '@setledger/shared/projects/flags.constants';
import {
  commuteInputSchema,
  contractSchema,
  userSchema,
  vehicleSchema,
} from '@setledger/shared/users/users.schemas';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { AppError, badInput, conflict, forbidden, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { departments, functions } from '../departments/departments.table';
import { getProjectFlagItems } from '../flags/flags.service';
import { visibleWhere as preferencesOf } from '../preferences/preferences.policy';
import { userPreferences } from '../preferences/preferences.table';
import { editableWhere as administeredWhere } from '../projects/projects.policy';
import { projectFieldOptions, projects } from '../projects/projects.table';
import { sendEmailChangeMails, startEmailChange } from './email-change.service';
import { IDENTITY_FIELDS, mayChangeIdentityOf } from './identity.policy';
import { managesUsers, visibleWhere as membersWhere, seesSalaries } from './users.policy';
import * as q from './users.sql';
import { contracts, userProjects, users, userVehicles } from './users.table';
import { toVCard } from './vcard';

/** The stored search key of a person (001 §5: trimmed, accent-free, matched with wildcards). */
export const userSearchName = (user: { name: string; firstName: string; email: string }) =>
  searchKey(`${user.name} ${user.firstName} ${user.email}`);

/** The keyword as terms: trimmed, accents removed, split on spaces; each must match. */
export const keywordTerms = (keyword: string | null | undefined): string[] =>
  searchKey(keyword ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((term) => term.replace(/[%_\\]/g, (c) => `\\${c}`));

const MAX_PAGE = 500;

export interface UsersArgs {
  myProject?: boolean | null;
  projectID?: number | null;
  Department?: number | null;
  Function?: number | null;
  limit?: number | null;
  skip?: number | null;
  Offset?: number | null;
  sortField?: string | null;
  sortOrder?: number | null;
  ForPo?: boolean | null;
  ForTimeSheet?: boolean | null;
  ForExpense?: boolean | null;
  KeyWord?: string | null;
  GroupByContract?: boolean | null;
}

/**
 * Which projects a list covers: the caller's; the whole license for its administrators; another project of
 * the license for its administrators or an administrator of that project (issue 12 item 2).
 */
async function listScope(
  services: Services,
  actor: Actor,
  input: { myProject?: boolean | null; projectId?: number | null; useLicense?: boolean | null },
): Promise<{ projectId?: number; licenseId?: number }> {
  const wantsLicense = input.useLicense === true || input.myProject === false;
  if (!wantsLicense && (!input.projectId || input.projectId === actor.projectId))
    return { projectId: actor.projectId };
  if (input.projectId && input.projectId !== actor.projectId) {
    const [project] = await services.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, input.projectId), administeredWhere(actor)));
    if (!project) throw notFound();
    return { projectId: project.id };
  }
  if (!actor.isLicenseAdmin) throw forbidden();
  return { licenseId: actor.licenseId };
}

function numberFilter(value: number | null | undefined): number | undefined {
  // 001 §5: the department filter applies when it is -1 or more; -1 means "without".
  return value !== null && value !== undefined && value >= -1 ? value : undefined;
}

/** Users (001 §7.3): members with roles and access flags, filtered, sorted and paged. */
export async function listUsers(services: Services, actor: Actor, args: UsersArgs) {
  const scope = await listScope(services, actor, { myProject: args.myProject, projectId: args.projectID });
  const sort = (args.sortField ?? 'name') as q.MemberSort;
  if (!(sort in q.MEMBER_SORTS)) throw badInput('sortField', 'outOfRange');
  const limit = args.limit ?? 0;
  const offset = args.Offset ?? args.skip ?? 0;
  if (limit < 0 || limit > MAX_PAGE) throw badInput('limit', 'outOfRange');
  if (offset < 0) throw badInput('Offset', 'outOfRange');
  return q.listMembers(
    services.db,
    {
      ...scope,
      terms: keywordTerms(args.KeyWord),
      department: numberFilter(args.Department),
      function: numberFilter(args.Function),
      forTimesheet: args.ForTimeSheet === true,
      // A PO is an expense of the department: ForPo uses the departments open to expenses.
      forExpense: args.ForExpense === true || args.ForPo === true,
      underContract: args.ForPo === true || args.ForTimeSheet === true || args.ForExpense === true,
    },
    {
      sort,
      descending: (args.sortOrder ?? 1) < 0,
      groupByContract: args.GroupByContract === true,
      limit: limit > 0 ? limit : undefined,
      offset: limit > 0 && offset > 0 ? offset : undefined,
    },
  );
}

/** GetCountTotalOfUser: how many members match the keyword, in the project or the license. */
export async function countUsers(
  services: Services,
  actor: Actor,
  input: { projectId?: number | null; keyWord?: string | null; useLicense?: boolean | null },
) {
  const scope = await listScope(services, actor, {
    projectId: input.projectId,
    useLicense: input.useLicense,
  });
  return q.countMembers(services.db, { ...scope, terms: keywordTerms(input.keyWord) });
}

/**
 * GetUsersOfProject: the crew list. Email and phone show when the project's crew-list switches allow it
 * (001 §3.11) or to people managers.
 */
export async function getUsersOfProject(
  services: Services,
  actor: Actor,
  input: { sortByName?: boolean | null; underContract?: boolean | null },
) {
  const [rows, [options]] = await Promise.all([
    q.listMembers(
      services.db,
      { projectId: actor.projectId, terms: [], underContract: input.underContract === true },
      { sort: input.sortByName === false ? 'department' : 'name', descending: false, groupByContract: false },
    ),
    services.db
      .select({
        email: projectFieldOptions.showMyEmailInCrewList,
        phone: projectFieldOptions.showMyPhoneInCrewList,
      })
      .from(projectFieldOptions)
      .where(inProject(projectFieldOptions, actor)),
  ]);
  const manager = managesUsers(actor);
  return rows.map((row) => ({
    ...row,
    email: manager || options?.email || row.id === actor.userId ? row.email : null,
    phone: manager || options?.phone || row.id === actor.userId ? row.phone : null,
  }));
}

export function getUsersWithoutFunction(services: Services, actor: Actor) {
  return q.listMembers(
    services.db,
    { projectId: actor.projectId, terms: [], function: -1 },
    { sort: 'name', descending: false, groupByContract: false },
  );
}

/**
 * GetListUserInJobRequest: the people a job request can be handed to — the project's administrators,
 * production and members who manage users — as short users, by name.
 */
export async function getListUserInJobRequest(services: Services, actor: Actor) {
  const rows = await services.db
    .select({ id: users.id, name: users.name, firstName: users.firstName })
    .from(userProjects)
    .innerJoin(users, eq(users.id, userProjects.userId))
    .where(
      and(
        membersWhere(actor),
        or(
          eq(userProjects.isAdmin, true),
          eq(userProjects.isProd, true),
          eq(userProjects.canAccessUsers, true),
        ),
      ),
    )
    .orderBy(users.name, users.firstName, users.id);
  return rows.map((row) => ({ ...row, fullName: `${row.firstName} ${row.name}`.trim() }));
}

/** The member of the caller's project, or NOT_FOUND: people outside the project do not exist for the caller. */
async function memberOrNotFound(tx: Tx, actor: Actor, userId: number) {
  const member = await q.findMembershipRow(tx, actor.projectId, userId);
  if (!member) throw notFound();
  return member;
}

/** User(userID) and GetUserByEmail: the full user, for themselves or a people manager. */
export async function getUser(services: Services, actor: Actor, input: { userId?: number; email?: string }) {
  let userId = input.userId;
  if (input.email !== undefined) {
    const user = await q.findUserByEmail(services.db, input.email.trim().toLowerCase());
    if (!user) throw notFound();
    userId = user.id;
  }
  if (userId === undefined) throw notFound();
  if (userId !== actor.userId && !managesUsers(actor)) throw forbidden();
  const member = await q.findMember(services.db, actor.projectId, userId);
  if (!member) throw notFound();
  const [user, contractRows, validationRows, membership] = await Promise.all([
    q.findUser(services.db, userId),
    q.listContracts(services.db, member.userProjectID),
    q.listUserValidations(services.db, actor.projectId, userId),
    q.findMembershipRow(services.db, actor.projectId, userId),
  ]);
  const salaries = seesSalaries(actor) || userId === actor.userId;
  const { passwordHash: _hidden, ...person } = user!;
  return {
    ...member,
    person,
    customFieldValues: membership!.customFieldValues,
    contracts: contractRows.map((c) => ({ ...c, dailyRate: salaries ? c.dailyRate : null })),
    validations: validationRows,
  };
}
export type FullUser = Awaited<ReturnType<typeof getUser>>;

/**
 * UpdUser: the person's fields and the project's custom field values. The login email and bank details are
 * the person's identity (issue 12 item 1): only who may change them (identity.policy.ts) does, and a new
 * email takes effect only once the new address confirms it.
 */
export async function updUser(
  services: Services,
  actor: Actor,
  input: {
    userId: number;
    updatedUser: unknown;
    customFieldValues?: { flagItemId: number; value: string }[] | null;
  },
) {
  const values = parseInput(userSchema, input.updatedUser);
  // The project's custom fields (flag items of type custom fields) and the value type each expects.
  const customFields = new Map(
    input.customFieldValues
      ? (await getProjectFlagItems(services, actor, { types: [FLAG_TYPES.customFields] })).map((item) => [
          item.id,
          item.fieldType,
        ])
      : [],
  );
  const emailChange = await services.db.transaction(async (tx) => {
    const member = await memberOrNotFound(tx, actor, input.userId);
    const current = (await q.findUser(tx, input.userId))!;
    const changed = IDENTITY_FIELDS.find((field) => (values[field] ?? '') !== current[field]);
    if (changed && !(await mayChangeIdentityOf(tx, actor, input.userId)))
      throw new AppError(
        'FORBIDDEN',
        actor.signedInBy !== null ? 'notWhileSignedInAs' : 'identityNotAllowed',
        changed,
      );
    const started =
      values.email !== current.email
        ? await startEmailChange(tx, {
            userId: input.userId,
            currentEmail: current.email,
            newEmail: values.email,
            requestedBy: actor.userId,
            field: 'email',
          })
        : null;
    const person = { ...values, email: current.email };
    await tx
      .update(users)
      .set({ ...person, searchName: userSearchName(person), updatedAt: new Date() })
      .where(eq(users.id, input.userId));
    if (input.customFieldValues) {
      const allowed = customFields;
      const next = { ...member.customFieldValues };
      for (const [index, entry] of input.customFieldValues.entries()) {
        const field = `customFieldValues.${index}.value`;
        const fieldType = allowed.get(entry.flagItemId);
        if (fieldType === undefined) throw badInput(`customFieldValues.${index}.flagItemId`, 'notFound');
        const value = entry.value.trim();
        if (value.length > 2000) throw badInput(field, 'tooLong');
        if (value && fieldType === FLAG_FIELD_TYPES.integer && !/^-?\d{1,15}$/.test(value))
          throw badInput(field, 'notInteger');
        if (value && fieldType === FLAG_FIELD_TYPES.float && !/^-?\d{1,15}([.,]\d{1,6})?$/.test(value))
          throw badInput(field, 'invalid');
        entry.value = value;
        next[String(entry.flagItemId)] = entry.value;
      }
      await tx
        .update(userProjects)
        .set({ customFieldValues: next, updatedAt: new Date() })
        .where(eq(userProjects.id, member.id));
    }
    return started;
  });
  if (emailChange) await sendEmailChangeMails(services, emailChange);
  return getUser(services, actor, { userId: input.userId });
}

/** UpdateUserFunction: the member's department and function; the function must be one of the department's. */
export async function updateUserFunction(
  services: Services,
  actor: Actor,
  input: { userProjectId: number; departmentValue: number | null; functionValue: number | null },
) {
  return services.db.transaction(async (tx) => {
    const member = await q.findMembershipById(tx, actor.projectId, input.userProjectId);
    if (!member) throw notFound();
    if (input.departmentValue !== null) {
      const [department] = await tx
        .select({ id: departments.id })
        .from(departments)
        .where(and(inProject(departments, actor), eq(departments.value, input.departmentValue)));
      if (!department) throw badInput('DepartmentValue', 'notFound');
    }
    if (input.functionValue !== null) {
      if (input.departmentValue === null) throw badInput('FunctionValue', 'functionNotInDepartment');
      const [fn] = await tx
        .select({ id: functions.id })
        .from(functions)
        .where(
          and(
            inProject(functions, actor),
            eq(functions.departmentNumber, input.departmentValue),
            eq(functions.value, input.functionValue),
          ),
        );
      if (!fn) throw badInput('FunctionValue', 'functionNotInDepartment');
    }
    await tx
      .update(userProjects)
      .set({
        departmentNumber: input.departmentValue,
        functionNumber: input.functionValue,
        updatedAt: new Date(),
      })
      .where(eq(userProjects.id, member.id));
    return member.id;
  });
}

export async function updUserProjectReference(
  services: Services,
  actor: Actor,
  input: { userId: number; reference: string },
) {
  const reference = input.reference.trim();
  if (reference.length > 100) throw badInput('Reference', 'tooLong');
  const [row] = await services.db
    .update(userProjects)
    .set({ reference, updatedAt: new Date() })
    .where(and(membersWhere(actor), eq(userProjects.userId, input.userId)))
    .returning({ id: userProjects.id });
  if (!row) throw notFound();
  return reference;
}

/** SwitchCustomPositionInList: two members exchange their places in the manual order. */
export function switchCustomPositionInList(
  services: Services,
  actor: Actor,
  input: { userIdOne: number; userIdTwo: number },
) {
  return services.db.transaction(async (tx) => {
    // Positions become 1..n in the order shown (position, then name), so a swap always moves exactly two rows.
    await tx.execute(sql`
      update ${userProjects} set custom_position = ranked.rn
      from (select up.id, row_number() over (order by up.custom_position, u.name, u.first_name, up.id) as rn
            from ${userProjects} up join ${users} u on u.id = up.user_id
            where up.project_id = ${actor.projectId}) ranked
      where ${userProjects.id} = ranked.id`);
    const rows = await tx
      .select({ id: userProjects.id, userId: userProjects.userId, position: userProjects.customPosition })
      .from(userProjects)
      .where(and(membersWhere(actor), inArray(userProjects.userId, [input.userIdOne, input.userIdTwo])));
    const one = rows.find((r) => r.userId === input.userIdOne);
    const two = rows.find((r) => r.userId === input.userIdTwo);
    if (!one || !two) throw notFound();
    await tx.update(userProjects).set({ customPosition: two.position }).where(eq(userProjects.id, one.id));
    await tx.update(userProjects).set({ customPosition: one.position }).where(eq(userProjects.id, two.id));
    return true;
  });
}

/** DelUserFromProject: ends the membership; the person's tokens stop working for the project at once. */
export function delUserFromProject(services: Services, actor: Actor, input: { userId: number }) {
  if (input.userId === actor.userId) throw conflict('selfRemoval');
  return services.db.transaction(async (tx) => {
    const member = await memberOrNotFound(tx, actor, input.userId);
    if (member.isAdmin && !actor.isAdmin) throw forbidden();
    await assertNotLastAdmin(tx, actor.projectId, member);
    await tx.delete(userProjects).where(eq(userProjects.id, member.id));
    return input.userId;
  });
}

/**
 * DelUser (admins): deletes the account, when every project of the person belongs to the caller's license, and
 * is the caller's own project unless the caller administers the license.
 */
export function delUser(services: Services, actor: Actor, input: { userId: number }) {
  if (input.userId === actor.userId) throw conflict('ownAccount');
  return services.db.transaction(async (tx) => {
    const member = await memberOrNotFound(tx, actor, input.userId);
    await assertNotLastAdmin(tx, actor.projectId, member);
    const [elsewhere] = await tx
      .select({ id: userProjects.id })
      .from(userProjects)
      .innerJoin(projects, eq(projects.id, userProjects.projectId))
      .where(and(eq(userProjects.userId, input.userId), ne(projects.licenseId, actor.licenseId)))
      .limit(1);
    if (elsewhere) throw conflict('inOtherLicenses');
    // The account goes from every project: beyond the caller's own, that is the license's administration.
    if (!actor.isLicenseAdmin) {
      const [otherProject] = await tx
        .select({ id: userProjects.id })
        .from(userProjects)
        .where(and(eq(userProjects.userId, input.userId), ne(userProjects.projectId, actor.projectId)))
        .limit(1);
      if (otherProject) throw new AppError('FORBIDDEN', 'inOtherProjects');
    }
    await tx.delete(users).where(eq(users.id, input.userId));
    return input.userId;
  });
}

export async function assertNotLastAdmin(
  tx: Tx,
  projectId: number,
  member: { id: number; isAdmin: boolean },
) {
  if (!member.isAdmin) return;
  const [others] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(userProjects)
    .where(and(membersWhere({ projectId }), eq(userProjects.isAdmin, true), ne(userProjects.id, member.id)));
  if (!others?.n) throw conflict('lastAdmin');
}

/** Contracts of a member (001 §3.1): AddUpdContract / DelContract. */
export async function addUpdContract(
  services: Services,
  actor: Actor,
  input: { userId: number; contractId?: number | null; contract: unknown },
) {
  const values = parseInput(contractSchema, input.contract);
  return services.db.transaction(async (tx) => {
    const member = await memberOrNotFound(tx, actor, input.userId);
    const rate = seesSalaries(actor) ? values.dailyRate : undefined;
    if (input.contractId) {
      const [row] = await tx
        .update(contracts)
        .set({
          startDate: values.startDate,
          endDate: values.endDate,
          ...(rate !== undefined ? { dailyRate: rate } : {}),
        })
        .where(and(eq(contracts.id, input.contractId), eq(contracts.userProjectId, member.id)))
        .returning();
      if (!row) throw notFound();
      return row;
    }
    const [row] = await tx
      .insert(contracts)
      .values({
        userProjectId: member.id,
        startDate: values.startDate,
        endDate: values.endDate,
        dailyRate: rate ?? null,
      })
      .returning();
    return row!;
  });
}

export async function delContract(services: Services, actor: Actor, input: { contractId: number }) {
  const [row] = await services.db
    .delete(contracts)
    .where(
      and(
        eq(contracts.id, input.contractId),
        inArray(
          contracts.userProjectId,
          services.db.select({ id: userProjects.id }).from(userProjects).where(membersWhere(actor)),
        ),
      ),
    )
    .returning({ id: contracts.id });
  if (!row) throw notFound();
  return row.id;
}

/** Hidden and favourite users of the users list, saved per user and project (001 §3.15). */
export async function getUserListPreferences(services: Services, actor: Actor) {
  const [row] = await services.db
    .select({ hidden: userPreferences.hiddenUserIds, favourites: userPreferences.favouriteUserIds })
    .from(userPreferences)
    .where(preferencesOf(actor));
  return { hiddenUserIds: row?.hidden ?? [], favouriteUserIds: row?.favourites ?? [] };
}

export async function setUserListPreference(
  services: Services,
  actor: Actor,
  input: { userId: number; hidden?: boolean | null; favourite?: boolean | null },
) {
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ hidden: userPreferences.hiddenUserIds, favourites: userPreferences.favouriteUserIds })
      .from(userPreferences)
      .where(preferencesOf(actor))
      .for('update');
    // 001 §5: removing an id that is not in the list is not guarded.
    const toggle = (list: number[], on: boolean | null | undefined) =>
      on === true
        ? [...new Set([...list, input.userId])]
        : on === false
          ? list.filter((id) => id !== input.userId)
          : list;
    const hiddenUserIds = toggle(row?.hidden ?? [], input.hidden);
    const favouriteUserIds = toggle(row?.favourites ?? [], input.favourite);
    await tx
      .insert(userPreferences)
      .values({ userProjectId: actor.userProjectId, hiddenUserIds, favouriteUserIds })
      .onConflictDoUpdate({
        target: userPreferences.userProjectId,
        set: { hiddenUserIds, favouriteUserIds, updatedAt: new Date() },
      });
    return { hiddenUserIds, favouriteUserIds };
  });
}

/** GenerateVcfFile: a vCard 4 of the member; SendMail also emails it to the caller. */
export async function generateVcfFile(
  services: Services,
  actor: Actor,
  input: { userId: number; sendMail: boolean },
) {
  const member = await q.findMember(services.db, actor.projectId, input.userId);
  if (!member) throw notFound();
  const user = (await q.findUser(services.db, input.userId))!;
  const [project] = await services.db
    .select({ titre: projects.titre })
    .from(projects)
    .where(eq(projects.id, actor.projectId));
  const content = toVCard({
    name: user.name,
    firstName: user.firstName,
    email: user.email,
    phone: user.phone,
    organization: project?.titre ?? '',
    title: member.functionName ?? member.departmentName ?? '',
    street: [user.street, user.streetNumber, user.box].filter(Boolean).join(' '),
    city: user.city,
    zip: user.zip,
    state: user.state,
    country: user.country,
  });
  const fileName = `${`${user.firstName}-${user.name}`.replace(/[^\p{L}\p{N}-]+/gu, '_')}.vcf`;
  if (input.sendMail) {
    const me = (await q.findUser(services.db, actor.userId))!;
    await services.mailer.send(services.db, {
      projectId: actor.projectId,
      to: me.email,
      subject: `${user.firstName} ${user.name} (vCard)`,
      text: `${user.firstName} ${user.name}\n${user.email}${user.phone ? `\n${user.phone}` : ''}`,
      language: me.appLanguage,
      attachments: [
        { filename: fileName, contentType: 'text/vcard', content: Buffer.from(content).toString('base64') },
      ],
    });
  }
  return { fileName, contentType: 'text/vcard;charset=utf-8', content, sent: input.sendMail };
}

const NO_VEHICLE = {
  name: '',
  brand: '',
  model: '',
  numberPlate: '',
  type: 0,
  subType: 0,
  energy: 0,
  kgCoTwoPerKm: null as string | null,
  taxHorsepower: 0,
};

/** The person's commute in the current production (issue 18): km a working day, null when none is declared. */
async function commuteKmOf(tx: Tx, actor: Actor, userId: number): Promise<string | null> {
  const [member] = await tx
    .select({ km: userProjects.commuteKm })
    .from(userProjects)
    .where(and(inProject(userProjects, actor), eq(userProjects.userId, userId)));
  return member?.km ?? null;
}

/**
 * GetUserVehicle: a member's vehicle (001 §3.3), for themselves or a people manager; empty when none is set. With
 * their commute in the current production (issue 18).
 */
export async function getUserVehicle(services: Services, actor: Actor, input: { userId: number }) {
  if (input.userId !== actor.userId && !managesUsers(actor)) throw forbidden();
  await memberOrNotFound(services.db, actor, input.userId);
  const [row] = await services.db.select().from(userVehicles).where(eq(userVehicles.userId, input.userId));
  const commuteKm = await commuteKmOf(services.db, actor, input.userId);
  return { userId: input.userId, ...NO_VEHICLE, ...row, commuteKm };
}

/** UpdUserVehicle: sets a member's vehicle; its energy (or declared kg per km) drives the CO2 of their travels. */
export async function updUserVehicle(
  services: Services,
  actor: Actor,
  input: { userId: number; vehicle: unknown; commuteKm?: string | null },
) {
  if (input.userId !== actor.userId && !managesUsers(actor)) throw forbidden();
  const values = parseInput(vehicleSchema, input.vehicle);
  // Absent: the commute stays as it is; empty: none (issue 18).
  const commuteKm =
    input.commuteKm === undefined
      ? undefined
      : parseInput(commuteInputSchema, { CommuteKm: input.commuteKm }).CommuteKm;
  await memberOrNotFound(services.db, actor, input.userId);
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(userVehicles)
      .values({ userId: input.userId, ...values })
      .onConflictDoUpdate({ target: userVehicles.userId, set: { ...values, updatedAt: new Date() } })
      .returning();
    if (commuteKm !== undefined)
      await tx
        .update(userProjects)
        .set({ commuteKm })
        .where(and(inProject(userProjects, actor), eq(userProjects.userId, input.userId)));
    return { ...row!, commuteKm: await commuteKmOf(tx, actor, input.userId) };
  });
}
