import { wireCarbonLedger } from './carbon-subscribers';
import type { EventBus } from './core/events';
import { assertWithinBudget } from './domains/budget';
import { assertWithinCarbonBudget, followLedgerForForecast } from './domains/carbon-budget';
import { projectCertificateKeys } from './domains/carbon-removals';
import { copyDepartmentsOfProject } from './domains/departments';
import { projectReceiptKeys } from './domains/expenses';
import { copyFlagsOfProject } from './domains/flags';
import { projectEvidenceKeys } from './domains/green-checklist';
import { projectLocationFileKeys } from './domains/locations';
import { followCommuteInLedger } from './domains/timesheets';
import { wireLocationLedger } from './location-carbon-subscribers';

/**
 * Who follows which domain event (issue 13), wired once at start-up: the one place that says which domain
 * reacts to another's writes. Sources publish without knowing their subscribers.
 */
export function wireSubscribers(events: EventBus): void {
  // A project that refuses POs over budget refuses the send (the budget sits above purchase orders).
  events.subscribe('purchase-orders.sent', (tx, { actor, poIds }) => assertWithinBudget(tx, actor, poIds));
  // ... and over its carbon budget (issue 16), when it refuses POs over the carbon plan.
  events.subscribe('purchase-orders.sent', (tx, { actor, poIds }) =>
    assertWithinCarbonBudget(tx, actor, poIds),
  );
  // A deleted project's receipts and removal certificates leave the file storage once the delete has committed.
  events.subscribe('project.deleting', async (tx, { projectId, storedFiles }) => {
    storedFiles.push(...(await projectReceiptKeys(tx, projectId)));
    storedFiles.push(...(await projectLocationFileKeys(tx, projectId)));
    storedFiles.push(...(await projectCertificateKeys(tx, projectId)));
    storedFiles.push(...(await projectEvidenceKeys(tx, projectId)));
  });
  // A copied project's categories, departments and functions, then its flags (their items take the new
  // category ids): in this order.
  events.subscribe('project.copying', copyDepartmentsOfProject);
  events.subscribe('project.copying', copyFlagsOfProject);
  // The carbon ledger (issue 14) follows expense items and PO lines; neither knows it.
  wireCarbonLedger(events);
  // ... and the meters and generators of locations and premises (issue 15).
  wireLocationLedger(events);
  // ... and the commute of validated timesheet days, with the person's vehicle and distance (issue 18).
  events.subscribe('timesheet.salary-lines.changed', followCommuteInLedger);
  // The carbon forecast's history follows the ledger's sources, once the ledger has followed them (issue 16).
  followLedgerForForecast(events);
}
