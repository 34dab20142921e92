import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import { actionPlans, greenActions } from './green-actions.table';

/**
 * Who reads the action plans (issue 16, 001 §6): administrators, production, canAccessGreenReporting,
 * canViewGreenTable and canViewReportingScreens, in a project with the green module.
 */
export const readsActions = (actor: Actor): boolean =>
  actor.modules.has('useGreen') &&
  (actor.isAdmin ||
    actor.isProd ||
    actor.rights.has('canAccessGreenReporting') ||
    actor.rights.has('canViewGreenTable') ||
    actor.rights.has('canViewReportingScreens'));

/** Who creates, changes and deletes plans and actions: administrators, production, canAccessGreenReporting. */
export const editsActions = (actor: Actor): boolean =>
  actor.modules.has('useGreen') &&
  (actor.isAdmin || actor.isProd || actor.rights.has('canAccessGreenReporting'));

export const planVisibleWhere = (actor: Actor): SQL =>
  readsActions(actor) ? inProject(actionPlans, actor) : sql`false`;
export const planEditableWhere = (actor: Actor): SQL =>
  editsActions(actor) ? inProject(actionPlans, actor) : sql`false`;
export const actionVisibleWhere = (actor: Actor): SQL =>
  readsActions(actor) ? inProject(greenActions, actor) : sql`false`;
export const actionEditableWhere = (actor: Actor): SQL =>
  editsActions(actor) ? inProject(greenActions, actor) : sql`false`;
