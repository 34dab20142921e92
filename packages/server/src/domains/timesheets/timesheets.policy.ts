import { and, eq, or, type SQL } from 'drizzle-orm';
import { type Actor, readsAllSheets } from '../../core/actor';
import { inProject } from '../../core/scope';
import { validatesSql } from '../approvals';
import { TIMESHEET_APPROVAL } from './timesheet-approval';
import { seesPayAmounts } from './timesheet-export.service';
import { timesheets } from './timesheets.table';

/** Who enters weeks for somebody else (timesheetsEntryCrew): administrators and production. */
export const entersForCrew = (actor: Actor): boolean => actor.isAdmin || actor.isProd;

/**
 * The weeks a caller sees: their own (owner or encoder), every week of the project for who reads all sheets
 * (administrators, production, accountants, the whole budget) and those of the departments where they validate
 * timesheets.
 */
export function visibleWhere(actor: Actor): SQL {
  if (readsAllSheets(actor)) return inProject(timesheets, actor);
  return and(
    inProject(timesheets, actor),
    or(
      eq(timesheets.userId, actor.userId),
      eq(timesheets.encoderId, actor.userId),
      validatesSql(TIMESHEET_APPROVAL, actor),
    ),
  )!;
}

/** The weeks a caller changes outside the approval (save, send, delete): their own, or any for production. */
export function editableWhere(actor: Actor): SQL {
  if (entersForCrew(actor)) return inProject(timesheets, actor);
  return and(
    inProject(timesheets, actor),
    or(eq(timesheets.userId, actor.userId), eq(timesheets.encoderId, actor.userId)),
  )!;
}

/**
 * hideSalaryInfo (001 §3.10, §6): one rule with the exports (seesPayAmounts) and the budget; a person always sees
 * the pay of their own week.
 */
export const seesAmountsOf = (actor: Actor, hideOnProject: boolean, userId: number): boolean =>
  userId === actor.userId || seesPayAmounts(actor, hideOnProject);
