import type { SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import { projectFlagEntities, projectFlagItems, projectFlags } from './flags.table';

/** Flags and their items are the project's reference data: every member reads them; the field's scope says who changes them. */
export const visibleWhere = (actor: Pick<Actor, 'projectId'>): SQL => inProject(projectFlags, actor);
export const editableWhere = visibleWhere;
export const itemVisibleWhere = (actor: Pick<Actor, 'projectId'>): SQL => inProject(projectFlagItems, actor);
export const entityVisibleWhere = (actor: Pick<Actor, 'projectId'>): SQL =>
  inProject(projectFlagEntities, actor);
