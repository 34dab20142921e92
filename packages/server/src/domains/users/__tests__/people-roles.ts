import type { App } from '../../../app';
import { createProject, createUser, type FixtureUser, signInAs } from '../../../test/fixtures';
import { getTestApp } from '../../../test/harness';

export type Role = 'admin' | 'prod' | 'manager' | 'crew' | 'dev' | 'outsider';

/**
 * One project with a member per role of the people matrix (admin, production, a manager with canAccessUsers,
 * plain crew, a developer) and an administrator of another project, all signed in; plus a target member.
 */
export async function setUpRoles() {
  const app: App = await getTestApp();
  const projectId = (await createProject(app)).id;
  const other = await createProject(app);
  const admin: FixtureUser = await createUser(app, projectId, {
    isAdmin: true,
    rights: ['canAccessUsers', 'canAccessBudget'],
  });
  const dev = await createUser(app, projectId);
  await app.database.db.execute(`update users set is_dev = true where id = ${dev.id}`);
  const tokens: Record<Role, string> = {
    admin: await signInAs(app, admin.email),
    prod: await signInAs(
      app,
      (await createUser(app, projectId, { isProd: true, rights: ['canAccessBudget'] })).email,
    ),
    manager: await signInAs(app, (await createUser(app, projectId, { rights: ['canAccessUsers'] })).email),
    crew: await signInAs(app, (await createUser(app, projectId)).email),
    dev: await signInAs(app, dev.email),
    outsider: await signInAs(app, (await createUser(app, other.id, { isAdmin: true, isProd: true })).email),
  };
  const target = await createUser(app, projectId, { departmentNumber: 2 });
  return { app, projectId, admin, tokens, target };
}
