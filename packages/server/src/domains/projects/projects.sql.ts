import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { userProjects } from '../users/users.table';
import { projects } from './projects.table';

/** Projects the user is a member of. */
export function listProjectsOfUser(tx: Tx, userId: number) {
  return tx
    .select({
      id: projects.id,
      titre: projects.titre,
      production: projects.production,
      invoiceDetails: projects.invoiceDetails,
    })
    .from(projects)
    .innerJoin(userProjects, eq(userProjects.projectId, projects.id))
    .where(eq(userProjects.userId, userId))
    .orderBy(asc(projects.titre), asc(projects.id));
}
