import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import { carbonEntries } from '../carbon';
import type { GreenReportKind } from './green-reports.definitions';

/**
 * Who reads a green report (001 §6, issue 16): administrators, production, canAccessGreenReporting,
 * canViewGreenTable and canViewReportingScreens, in a project with the green module; Carbon'Clap also needs the
 * reporting module (its routes are the reporting screens), PEAR the green one only.
 */
export function readsReport(actor: Actor, kind: GreenReportKind): boolean {
  if (!actor.modules.has('useGreen')) return false;
  if (kind === 'carbonClap' && !actor.modules.has('useReporting')) return false;
  return (
    actor.isAdmin ||
    actor.isProd ||
    actor.rights.has('canAccessGreenReporting') ||
    actor.rights.has('canViewGreenTable') ||
    actor.rights.has('canViewReportingScreens')
  );
}

/** The ledger entries a report of the caller reads: their project's, nothing without the right. */
export function reportWhere(actor: Actor, kind: GreenReportKind): SQL {
  return readsReport(actor, kind) ? inProject(carbonEntries, actor) : sql`false`;
}
