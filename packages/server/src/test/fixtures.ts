import { randomUUID } from 'node:crypto';
import type { AccessRight, RoleName } from '@setledger/shared/auth/permissions';
import { and, eq } from 'drizzle-orm';
import type { App } from '../app';
import { hashPassword } from '../auth/passwords';
import { departments } from '../domains/departments/departments.table';
import { licenseAdmins } from '../domains/licenses/license-admins.table';
import { clients, licenses } from '../domains/organisation/organisation.table';
import { projects } from '../domains/projects/projects.table';
import { userSearchName } from '../domains/users/users.service';
import { contracts, userProjects, users } from '../domains/users/users.table';
import { gql } from './harness';

export const FIXTURE_PASSWORD = 'fixture-Password-1';
let passwordHash: Promise<string> | undefined;

export interface FixtureUserSpec {
  isAdmin?: boolean;
  isProd?: boolean;
  isTranslator?: boolean;
  /** Administrator of the project's license (issue 12 item 2). */
  isLicenseAdmin?: boolean;
  roles?: RoleName[];
  rights?: AccessRight[];
  appLanguage?: number;
  departmentNumber?: number;
  functionNumber?: number;
  name?: string;
  firstName?: string;
}

export interface FixtureUser {
  id: number;
  email: string;
  userProjectId: number;
}

/** A fresh license and project of its own, so test files never see each other's rows. */
export async function createProject(app: App, values: Partial<typeof projects.$inferInsert> = {}) {
  const db = app.database.db;
  const [client] = await db
    .insert(clients)
    .values({ name: `Client ${randomUUID()}` })
    .returning();
  const [license] = await db
    .insert(licenses)
    .values({ clientId: client!.id, companyName: 'Test license' })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({ licenseId: license!.id, titre: values.titre ?? 'Test project', ...values })
    .returning();
  await db.insert(departments).values([
    { projectId: project!.id, value: 1, message: 'Production' },
    { projectId: project!.id, value: 2, message: 'Camera' },
  ]);
  return project!;
}

export async function createUser(
  app: App,
  projectId: number,
  spec: FixtureUserSpec = {},
): Promise<FixtureUser> {
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  const db = app.database.db;
  const email = `user-${randomUUID()}@fixture.test`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await passwordHash,
      name: spec.name ?? 'Tester',
      firstName: spec.firstName ?? 'Tess',
      searchName: userSearchName({ name: spec.name ?? 'Tester', firstName: spec.firstName ?? 'Tess', email }),
      appLanguage: spec.appLanguage ?? 0,
      isTranslator: spec.isTranslator ?? false,
    })
    .returning();
  const member = await addMembership(app, user!.id, projectId, spec);
  return { id: user!.id, email, userProjectId: member.id };
}

export async function addMembership(app: App, userId: number, projectId: number, spec: FixtureUserSpec = {}) {
  const flags = Object.fromEntries(
    [...(spec.roles ?? []), ...(spec.rights ?? [])].map((name) => [name, true]),
  );
  const [member] = await app.database.db
    .insert(userProjects)
    .values({
      userId,
      projectId,
      departmentNumber: spec.departmentNumber ?? 1,
      functionNumber: spec.functionNumber ?? null,
      isAdmin: spec.isAdmin ?? false,
      isProd: spec.isProd ?? false,
      ...flags,
    })
    .returning();
  await app.database.db
    .insert(contracts)
    .values({ userProjectId: member!.id, startDate: '2026-01-01', endDate: '2099-12-31' });
  if (spec.isLicenseAdmin) await addLicenseAdmin(app, projectId, userId);
  return member!;
}

/** Makes the user an administrator of the project's license (issue 12 item 2). */
export async function addLicenseAdmin(app: App, projectId: number, userId: number) {
  const [project] = await app.database.db.select().from(projects).where(eq(projects.id, projectId));
  await app.database.db
    .insert(licenseAdmins)
    .values({ licenseId: project!.licenseId, userId })
    .onConflictDoNothing();
}

export async function removeLicenseAdmin(app: App, projectId: number, userId: number) {
  const [project] = await app.database.db.select().from(projects).where(eq(projects.id, projectId));
  await app.database.db
    .delete(licenseAdmins)
    .where(and(eq(licenseAdmins.licenseId, project!.licenseId), eq(licenseAdmins.userId, userId)));
}

export async function signInAs(app: App, email: string, password = FIXTURE_PASSWORD): Promise<string> {
  const result = await gql<{ signIn: string }>(
    app,
    'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) }',
    { email, password },
  );
  if (!result.data) throw new Error(`sign-in failed: ${JSON.stringify(result.errors)}`);
  return result.data.signIn;
}
