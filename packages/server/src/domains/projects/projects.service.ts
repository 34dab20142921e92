import { ACCESS_RIGHTS, RESTRICTING_RIGHTS } from '@setledger/shared/auth/permissions';
import { currencySymbol } from '@setledger/shared/format/currency';
import { createFormatter, type Formatter } from '@setledger/shared/format/formatter';
import { PROJECT_TYPES } from '@setledger/shared/projects/projects.constants';
import {
  copyFilterSchema,
  fieldOptionSchema,
  type ProjectCopyPart,
  projectSchema,
} from '@setledger/shared/projects/projects.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../core/actor';
import { badInput, conflict, forbidden, notFound } from '../../core/errors';
import type { EventBus } from '../../core/events';
import { parseInput } from '../../core/input';
import { inLicense, inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import { withTransaction } from '../../core/transaction';
import type { Tx } from '../../db/client';
import { registerAddressUsage } from '../addresses';
import { registerSupplierUsage, supplierBankAccounts, suppliers } from '../suppliers';
import { userProjects, users } from '../users/users.table';
import { copyProjectParts, settingsOf } from './project-copy';
import { editableWhere } from './projects.policy';
import * as projectsSql from './projects.sql';
import { projectFieldOptions, projectLegalEntities, projects } from './projects.table';

type ProjectRow = typeof projects.$inferSelect;
type SupplierRow = typeof suppliers.$inferSelect;
type AddressRow = NonNullable<Awaited<ReturnType<typeof projectsSql.findProject>>>['address'];

declare module '../../core/events' {
  interface DomainEventMap {
    /** A project is being deleted (inside the transaction); subscribers add the keys of its stored files. */
    'project.deleting': { projectId: number; storedFiles: string[] };
  }
}

/** The creator of a project holds every right (not the restrictions), so they can hand them on (issue 4). */
const CREATOR_RIGHTS = Object.fromEntries(
  ACCESS_RIGHTS.filter((r) => !RESTRICTING_RIGHTS.has(r)).map((r) => [r, true]),
);

export interface LegalEntity extends SupplierRow {
  address: AddressRow;
  bankAccounts: (typeof supplierBankAccounts.$inferSelect)[];
}
export interface Project extends ProjectRow {
  companyName: string;
  address: AddressRow;
  numberOfUser: number;
  numberOfActiveUsers: number;
  legalEntities: LegalEntity[];
}

export function getMyProjects(services: Services, actor: Actor) {
  return projectsSql.listProjectsOfUser(services.db, actor.userId);
}

/** The symbol of the caller's project currency (001 §9: by index, out of range gives 0). */
export async function getProjectCurrencySymbol(services: Services, actor: Actor): Promise<string> {
  const [row] = await services.db
    .select({ currency: projects.currency })
    .from(projects)
    .where(eq(projects.id, actor.projectId))
    .limit(1);
  if (!row) throw notFound();
  return currencySymbol(row.currency);
}

/**
 * The formatter of the caller's project (issue 12 item 23): its regional setting, currency and time zone, with
 * the reader's language (the caller's unless another reader is named, e.g. a mail's recipient).
 */
export async function getProjectFormatter(
  services: Pick<Services, 'db'>,
  projectId: number | null,
  language: number,
): Promise<Formatter> {
  const row =
    projectId === null
      ? undefined
      : (
          await services.db
            .select({
              regionalSetting: projects.regionalSetting,
              currency: projects.currency,
              timeZone: projects.timeZone,
            })
            .from(projects)
            .where(eq(projects.id, projectId))
            .limit(1)
        )[0];
  return createFormatter({
    regionalSetting: row?.regionalSetting ?? 0,
    currency: row?.currency ?? 0,
    timeZone: row?.timeZone,
    language,
  });
}

/** The full project of 001 §3.10, in four queries whatever the number of legal entities. */
async function loadProject(tx: Tx, licenseId: number, projectId: number): Promise<Project> {
  const row = await projectsSql.findProject(tx, licenseId, projectId);
  if (!row) throw notFound();
  const entities = await projectsSql.listLegalEntities(tx, projectId);
  const accounts =
    entities.length === 0
      ? []
      : await tx
          .select()
          .from(supplierBankAccounts)
          .where(
            inArray(
              supplierBankAccounts.supplierId,
              entities.map((e) => e.supplier.id),
            ),
          );
  return {
    ...row.project,
    companyName: row.companyName,
    address: row.address,
    numberOfUser: row.numberOfUser,
    numberOfActiveUsers: row.numberOfActiveUsers,
    legalEntities: entities.map((e) => ({
      ...e.supplier,
      address: e.address,
      bankAccounts: accounts.filter((a) => a.supplierId === e.supplier.id),
    })),
  };
}

/** The project when the caller may administer it (projects.policy.ts); any other answers NOT_FOUND. */
async function administeredProject(tx: Tx, _services: Services, actor: Actor, projectId: number) {
  const [row] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), editableWhere(actor)));
  if (!row) throw notFound();
  return row;
}

export function getMyProject(services: Services, actor: Actor) {
  return loadProject(services.db, actor.licenseId, actor.projectId);
}

export async function getProject(services: Services, actor: Actor, input: { projectId: number }) {
  await administeredProject(services.db, services, actor, input.projectId);
  return loadProject(services.db, actor.licenseId, input.projectId);
}

/**
 * Projects(licenseID, IgnoreProjectReference): the projects of the caller's license for its administrators,
 * the caller's own projects of the license for anyone else; another license answers NOT_FOUND. Sorted by
 * reference then title, or by title only when IgnoreProjectReference is true.
 */
export function getProjects(
  services: Services,
  actor: Actor,
  input: { licenseId?: number | null; ignoreReference?: boolean | null },
) {
  if (input.licenseId && input.licenseId !== actor.licenseId) throw notFound();
  return projectsSql.listLicenseProjects(services.db, {
    licenseId: actor.licenseId,
    byReference: input.ignoreReference !== true,
    memberUserId: actor.isLicenseAdmin ? undefined : actor.userId,
  });
}

/** GetUserLastProject(UserId): the last project of the caller, or of a member of the caller's project (admins). */
export async function getUserLastProject(services: Services, actor: Actor, input: { userId: number }) {
  if (input.userId !== actor.userId) {
    if (!actor.isAdmin) throw forbidden();
    const [member] = await services.db
      .select({ id: userProjects.id })
      .from(userProjects)
      .where(and(inProject(userProjects, actor), eq(userProjects.userId, input.userId)));
    if (!member) throw notFound();
  }
  const [row] = await services.db
    .select({
      id: projects.id,
      titre: projects.titre,
      production: projects.production,
      invoiceDetails: projects.invoiceDetails,
    })
    .from(users)
    .innerJoin(projects, eq(projects.id, users.lastProjectId))
    .innerJoin(userProjects, and(eq(userProjects.projectId, projects.id), eq(userProjects.userId, users.id)))
    .where(eq(users.id, input.userId));
  return row ?? null;
}

const supplierIdsSchema = z
  .array(z.number().int().positive(), { error: 'invalid' })
  .max(50, 'tooLong')
  .nullish();

/** Replaces the project's legal entities with suppliers of the license. */
async function setLegalEntities(tx: Tx, actor: Actor, projectId: number, supplierIds: readonly number[]) {
  const unique = [...new Set(supplierIds)];
  if (unique.length > 0) {
    const known = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(inLicense(suppliers, actor), inArray(suppliers.id, unique)));
    if (known.length !== unique.length) throw badInput('SupplierID', 'invalidId');
  }
  await tx.delete(projectLegalEntities).where(inProject(projectLegalEntities, { projectId }));
  if (unique.length > 0)
    await tx.insert(projectLegalEntities).values(unique.map((supplierId) => ({ projectId, supplierId })));
}

/** updMyProject(projectId, newProject, SupplierID): every setting of 001 §3.10 and the legal entities. */
export function updMyProject(
  services: Services,
  actor: Actor,
  input: { projectId: number; project: unknown; supplierIds?: unknown },
) {
  const values = parseInput(projectSchema, input.project);
  const supplierIds = parseInput(supplierIdsSchema, input.supplierIds);
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(projects)
      .set({ ...(values as Partial<ProjectRow>), updatedAt: new Date() })
      .where(and(eq(projects.id, input.projectId), editableWhere(actor)))
      .returning({ id: projects.id });
    if (!row) throw notFound();
    if (supplierIds) await setLegalEntities(tx, actor, row.id, supplierIds);
    return loadProject(tx, actor.licenseId, row.id);
  });
}

/** The caller joins a project they create as its administrator, so they can switch to it. */
async function joinAsAdmin(tx: Tx, actor: Actor, projectId: number) {
  await tx.insert(userProjects).values({ userId: actor.userId, projectId, isAdmin: true, ...CREATOR_RIGHTS });
}

/** The project copied from: one the caller administers, else NOT_FOUND (issue 12 item 2). */
function requireOrigin(tx: Tx, services: Services, actor: Actor, originId: number): Promise<ProjectRow> {
  return administeredProject(tx, services, actor, originId);
}

/**
 * addProject(newProject, OriginProjectId, SupplierId): a new project of the caller's license. With an origin
 * project of the license, its settings, departments, functions, categories, flags and profile form options are
 * copied first and newProject's values win — all in one transaction.
 */
export function addProject(
  services: Services,
  actor: Actor,
  input: { project: unknown; originProjectId?: number | null; supplierIds?: unknown },
) {
  const values = parseInput(projectSchema, input.project);
  const supplierIds = parseInput(supplierIdsSchema, input.supplierIds);
  return services.db.transaction(async (tx) => {
    const origin = input.originProjectId
      ? await requireOrigin(tx, services, actor, input.originProjectId)
      : null;
    const [created] = await tx
      .insert(projects)
      .values({
        ...(origin ? settingsOf(origin) : {}),
        ...(values as Partial<ProjectRow>),
        titre: values.titre,
        licenseId: actor.licenseId,
      })
      .returning({ id: projects.id });
    const id = created!.id;
    if (origin)
      await copyProjectParts(
        services.events,
        tx,
        origin.id,
        id,
        new Set(['departments', 'categories', 'flags', 'fieldOptions']),
      );
    if (supplierIds) await setLegalEntities(tx, actor, id, supplierIds);
    await joinAsAdmin(tx, actor, id);
    return loadProject(tx, actor.licenseId, id);
  });
}

async function copyInto(
  events: EventBus,
  tx: Tx,
  actor: Actor,
  origin: ProjectRow,
  parts: ReadonlySet<ProjectCopyPart>,
  overrides: Partial<ProjectRow>,
) {
  const [created] = await tx
    .insert(projects)
    .values({
      ...(parts.has('settings') ? settingsOf(origin) : {}),
      production: origin.production,
      realisateur: origin.realisateur,
      invoiceDetails: origin.invoiceDetails,
      currency: origin.currency,
      language: origin.language,
      titre: origin.titre,
      ...overrides,
      licenseId: actor.licenseId,
    })
    .returning({ id: projects.id });
  await copyProjectParts(events, tx, origin.id, created!.id, parts);
  await joinAsAdmin(tx, actor, created!.id);
  return created!.id;
}

/** CopyProject(ProjectId, Filter): a copy named "<title> (copy)" with the parts the filter names (all by default). */
export function copyProject(
  services: Services,
  actor: Actor,
  input: { projectId: number; filter?: unknown },
) {
  const parts = parseInput(copyFilterSchema, input.filter);
  return services.db.transaction(async (tx) => {
    const origin = await requireOrigin(tx, services, actor, input.projectId);
    return copyInto(services.events, tx, actor, origin, parts, {
      titre: `${origin.titre} (copy)`.slice(0, 200),
    });
  });
}

/** NewPmeProject(ProjectId, PmeName, Filter): a small-business project (type 1) named PmeName from a project. */
export function newPmeProject(
  services: Services,
  actor: Actor,
  input: { projectId: number; pmeName: unknown; filter?: unknown },
) {
  const name = parseInput(
    z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'tooLong'),
    input.pmeName,
  );
  const parts = parseInput(copyFilterSchema, input.filter);
  return services.db.transaction(async (tx) => {
    const origin = await requireOrigin(tx, services, actor, input.projectId);
    return copyInto(services.events, tx, actor, origin, parts, {
      titre: name,
      projectType: PROJECT_TYPES.smallBusiness,
    });
  });
}

/**
 * DelProject(ProjectId): a project the caller administers (projects.policy.ts), never the one they work in;
 * everything of the project goes with it.
 */
export function delProject(services: Services, actor: Actor, input: { projectId: number }) {
  return withTransaction(services, async (tx, afterCommit) => {
    const row = await administeredProject(tx, services, actor, input.projectId);
    if (row.id === actor.projectId) throw conflict('currentProject');
    // The domains above (expenses: receipts) name the stored files that go with the project.
    const storedFiles: string[] = [];
    await services.events.publish(tx, 'project.deleting', { projectId: row.id, storedFiles });
    await tx.delete(projects).where(eq(projects.id, row.id));
    // Once the rows are gone for good: a rolled-back delete keeps its files.
    afterCommit('project files', async () => {
      for (const key of storedFiles) await services.storage.delete(key);
    });
    return row.id;
  });
}

/** GetProjectFieldOption: the crew profile form options of the caller's project (all off until saved). */
export async function getFieldOptions(services: Services, actor: Actor) {
  const [row] = await services.db
    .select()
    .from(projectFieldOptions)
    .where(inProject(projectFieldOptions, actor));
  return row ?? { projectId: actor.projectId };
}

export async function updFieldOptions(services: Services, actor: Actor, input: { options: unknown }) {
  const values = parseInput(fieldOptionSchema, input.options);
  const [row] = await services.db
    .insert(projectFieldOptions)
    .values({ ...values, projectId: actor.projectId })
    .onConflictDoUpdate({ target: projectFieldOptions.projectId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

// Suppliers and addresses sit below projects: projects tell them when they still use one (issue 13: no cycle).
registerSupplierUsage('legal-entities', 'inUse', async (tx, supplierId) => {
  const [row] = await tx
    .select({ projectId: projectLegalEntities.projectId })
    .from(projectLegalEntities)
    .where(eq(projectLegalEntities.supplierId, supplierId))
    .limit(1);
  return row !== undefined;
});

registerAddressUsage('projects', async (tx, addressId) => {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.addressId, addressId))
    .limit(1);
  return row !== undefined;
});
