import { eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { userPreferences } from './preferences.table';

/** List preferences are personal: those of the caller's membership of the current project. */
export const visibleWhere = (actor: Pick<Actor, 'userProjectId'>): SQL =>
  eq(userPreferences.userProjectId, actor.userProjectId);
export const editableWhere = visibleWhere;
