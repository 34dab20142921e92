import { and, eq, exists, or, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inLicense } from '../../core/scope';
import type { Db } from '../../db/client';
import { userProjects } from '../users/users.table';
import { projects } from './projects.table';

/**
 * The projects a caller may administer (issue 12 item 2): every project of the license for a license
 * administrator; otherwise the current project (its field's scope says who) and the projects where the
 * caller is an administrator. A project administrator acts on their projects only.
 */
export function administeredWhere(db: Db, actor: Actor): SQL {
  const ownProjects = actor.isLicenseAdmin
    ? undefined
    : or(
        eq(projects.id, actor.projectId),
        exists(
          db
            .select({ id: userProjects.id })
            .from(userProjects)
            .where(
              and(
                eq(userProjects.projectId, projects.id),
                eq(userProjects.userId, actor.userId),
                eq(userProjects.isAdmin, true),
              ),
            ),
        ),
      );
  return and(inLicense(projects, actor), ownProjects)!;
}
