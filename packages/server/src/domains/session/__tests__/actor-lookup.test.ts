import { ACCESS_RIGHTS, ROLE_NAMES } from '@setledger/shared/auth/permissions';
import { PROJECT_MODULES } from '@setledger/shared/projects/projects.constants';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser } from '../../../test/fixtures';
import { getTestApp } from '../../../test/harness';
import { projects } from '../../projects';
import { userProjects, users } from '../../users';
import { actorFromMembership } from '../actor';
import { findMembership } from '../session.sql';

// Issue 17: the actor lookup reads only the columns an actor is made of (roles, rights and modules as one text
// each). The actor must be exactly the one the full rows describe.

let app: App;

beforeAll(async () => {
  app = await getTestApp();
});

async function actorFromFullRows(userId: number, projectId: number) {
  const db = app.database.db;
  const [member] = await db.select().from(userProjects).where(eq(userProjects.userId, userId));
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  return {
    roles: new Set(ROLE_NAMES.filter((name) => member![name])),
    rights: new Set(ACCESS_RIGHTS.filter((name) => member![name])),
    modules: new Set(PROJECT_MODULES.filter((name) => project![name])),
    isAdmin: member!.isAdmin,
    isProd: member!.isProd,
    isVip: member!.isVip,
    isDev: user!.isDev,
    isTranslator: user!.isTranslator,
    language: user!.appLanguage,
    sessionVersion: user!.sessionVersion,
    licenseId: project!.licenseId,
    projectType: project!.projectType,
    userProjectId: member!.id,
  };
}

describe('actor lookup', () => {
  it('gives the roles, rights and modules the full rows hold, for none, some and all of them', async () => {
    const cases = [
      { roles: [], rights: [], modules: [] },
      {
        roles: ['upm'],
        rights: ['canAccessBudget', 'canViewGlobalBudget'],
        modules: ['useExpense', 'useGreen'],
      },
      { roles: [...ROLE_NAMES], rights: [...ACCESS_RIGHTS], modules: [...PROJECT_MODULES] },
    ] as const;
    for (const spec of cases) {
      const project = await createProject(
        app,
        Object.fromEntries(
          PROJECT_MODULES.map((name) => [name, (spec.modules as readonly string[]).includes(name)]),
        ),
      );
      const user = await createUser(app, project.id, {
        roles: [...spec.roles],
        rights: [...spec.rights],
        isProd: spec.rights.length > 0,
        isTranslator: spec.roles.length > 1,
        appLanguage: 2,
      });
      const row = await findMembership(app.database.db, user.id, project.id);
      const actor = actorFromMembership(row!);
      const expected = await actorFromFullRows(user.id, project.id);
      expect(actor).toMatchObject(expected);
      expect(actor.rights.size).toBe(spec.rights.length);
      expect(actor.roles.size).toBe(spec.roles.length);
      expect(actor.modules.size).toBe(spec.modules.length);
    }
  });

  it('finds no row when the token session does not match', async () => {
    const project = await createProject(app);
    const user = await createUser(app, project.id);
    const db = app.database.db;
    const session = { sessionVersion: 0, userProjectId: user.userProjectId };
    expect(await findMembership(db, user.id, project.id, session)).toBeDefined();
    expect(await findMembership(db, user.id, project.id, { ...session, sessionVersion: 1 })).toBeUndefined();
    expect(await findMembership(db, user.id, project.id, { ...session, userProjectId: -1 })).toBeUndefined();
    const other = await createProject(app);
    expect(await findMembership(db, user.id, other.id)).toBeUndefined();
  });
});
