import { currencySymbol } from '@setledger/shared/format/currency';
import { eq } from 'drizzle-orm';
import type { Actor, Services } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import * as projectsSql from './projects.sql';
import { projects } from './projects.table';

export function getMyProjects(services: Services, actor: Actor) {
  return projectsSql.listProjectsOfUser(services.db, actor.userId);
}

/** The symbol of the caller's project currency (001 §9: by index, out of range gives 0). */
export async function getProjectCurrencySymbol(services: Services, actor: Actor): Promise<string> {
  const row = await services.db.query.projects.findFirst({
    columns: { currency: true },
    where: eq(projects.id, actor.projectId),
  });
  if (!row) throw notFound();
  return currencySymbol(row.currency);
}
