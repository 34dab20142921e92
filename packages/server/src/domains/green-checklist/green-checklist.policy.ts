import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import type { checklistAnswers, checklistEvidence } from './green-checklist.table';

/**
 * Who reads the checklist (001 §6, issue 16): administrators, production, canAccessGreenReporting,
 * canViewGreenTable and canViewReportingScreens, in a project with the green module.
 */
export const readsChecklist = (actor: Actor): boolean =>
  actor.modules.has('useGreen') &&
  (actor.isAdmin ||
    actor.isProd ||
    actor.rights.has('canAccessGreenReporting') ||
    actor.rights.has('canViewGreenTable') ||
    actor.rights.has('canViewReportingScreens'));

/** Who answers it and attaches evidence: administrators, production, canAccessGreenReporting. */
export const answersChecklist = (actor: Actor): boolean =>
  actor.modules.has('useGreen') &&
  (actor.isAdmin || actor.isProd || actor.rights.has('canAccessGreenReporting'));

type ChecklistTable = typeof checklistAnswers | typeof checklistEvidence;

export const visibleWhere = (table: ChecklistTable, actor: Actor): SQL =>
  readsChecklist(actor) ? inProject(table, actor) : sql`false`;

export const editableWhere = (table: ChecklistTable, actor: Actor): SQL =>
  answersChecklist(actor) ? inProject(table, actor) : sql`false`;
