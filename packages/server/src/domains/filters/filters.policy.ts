import { and, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import { advancedGlobalFilters } from './filters.table';

/** Saved filters are personal: the caller's own, in the current project; nobody else's is ever loaded. */
export const visibleWhere = (actor: Pick<Actor, 'projectId' | 'userId'>): SQL =>
  and(inProject(advancedGlobalFilters, actor), eq(advancedGlobalFilters.userId, actor.userId))!;
export const editableWhere = visibleWhere;
