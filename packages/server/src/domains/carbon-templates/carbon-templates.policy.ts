import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import { carbonTemplateApplications, carbonTemplates } from './carbon-templates.table';

/** Who reads the templates: the template module, administrators, production, the green table's rights. */
export const readsTemplates = (actor: Actor): boolean =>
  actor.modules.has('useCarbonTemplate') &&
  (actor.isAdmin ||
    actor.isProd ||
    actor.rights.has('canAccessGreenReporting') ||
    actor.rights.has('canViewGreenTable'));

/** Who changes and applies them: who changes the ledger (the green editor: canAccessGreenReporting). */
export const editsTemplates = (actor: Actor): boolean =>
  actor.modules.has('useCarbonTemplate') &&
  (actor.isAdmin || actor.isProd || actor.rights.has('canAccessGreenReporting'));

export const visibleWhere = (actor: Actor): SQL =>
  readsTemplates(actor) ? inProject(carbonTemplates, actor) : sql`false`;
export const editableWhere = (actor: Actor): SQL =>
  editsTemplates(actor) ? inProject(carbonTemplates, actor) : sql`false`;
export const applicationsWhere = (actor: Actor, edit: boolean): SQL =>
  (edit ? editsTemplates(actor) : readsTemplates(actor))
    ? inProject(carbonTemplateApplications, actor)
    : sql`false`;
