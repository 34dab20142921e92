import { and, eq, exists, or, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Actor } from '../../core/actor';
import { inLicense } from '../../core/scope';
import { userProjects } from '../users/users.table';
import { projects } from './projects.table';

const qb = new QueryBuilder();

const memberOf = (actor: Pick<Actor, 'userId'>, adminOnly: boolean) =>
  exists(
    qb
      .select({ id: userProjects.id })
      .from(userProjects)
      .where(
        and(
          eq(userProjects.projectId, projects.id),
          eq(userProjects.userId, actor.userId),
          adminOnly ? eq(userProjects.isAdmin, true) : undefined,
        ),
      ),
  );

/** The projects a caller sees (myProjects, changeProject): those they are a member of, in any license. */
export const visibleWhere = (actor: Pick<Actor, 'userId'>): SQL => memberOf(actor, false);

/**
 * The projects a caller may administer (issue 12 item 2): every project of the license for a license
 * administrator; otherwise the current project (its field's scope says who) and the projects where the
 * caller is an administrator. A project administrator acts on their projects only.
 */
export function editableWhere(actor: Actor): SQL {
  const ownProjects = actor.isLicenseAdmin
    ? undefined
    : or(eq(projects.id, actor.projectId), memberOf(actor, true));
  return and(inLicense(projects, actor), ownProjects)!;
}
