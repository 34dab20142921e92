import type { RoutePath } from './paths';

/**
 * The product's domains with the menu entries of each (the side navigation's list routes). A domain whose
 * screens are not built yet keeps its routes (opened directly they show the shared pending screen), but its
 * entries stay out of the menus until `live` is switched on here (issue 12 item 26): flip it in the commit
 * that delivers the domain's screens, and the menus grow.
 */
export const DOMAINS = {
  dashboard: { live: true, menu: ['my-dashboard'] },
  projects: { live: true, menu: ['myproject', 'projects', 'licenseList'] },
  account: { live: true, menu: ['profile'] },
  people: { live: true, menu: ['users', 'allUsers', 'project/users', 'project/validations'] },
  configuration: { live: true, menu: ['categories', 'departments', 'settings', 'suppliers'] },
  expenses: { live: true, menu: ['myexpenses', 'expenses', 'validateExp', 'expensesEntryCrew'] },
  purchaseOrders: { live: true, menu: ['mypo', 'validatePO', 'poEntryCrew', 'invoiceEntryForCrew'] },
  budget: { live: true, menu: ['mybudget', 'budget/overall'] },
  // The production's footprint (issue 14); the rest of the green area follows with its screens.
  carbonFootprint: { live: true, menu: ['carbon-footprint'] },
  // The green table and the carbon factors (issue 14).
  greenLedger: { live: true, menu: ['green', 'green/factors'] },
  // Locations and the production's premises (issue 15).
  offices: { live: true, menu: ['locations', 'Offices'] },
  // The carbon of locations and premises, from their ledger entries (issues 14 and 15).
  greenLocations: { live: true, menu: ['green/locations', 'green/premises'] },
  // Removals and offsets, apart from the emissions, and the special-equipment register (issue 14).
  carbonRemovals: { live: true, menu: ['carbon-removal'] },
  specialEquipment: { live: true, menu: ['special-equipments', 'green/special-equipments'] },
  // The green supplier import (issue 14).
  greenSuppliers: { live: true, menu: ['LoadGreenSuppliers'] },
  // Waste by kind in the project's units, and carbon templates (issue 14).
  greenWaste: { live: true, menu: ['green/waste'] },
  carbonTemplates: { live: true, menu: ['green/carbon-template'] },
  // Accommodations and their distribution, trips (issue 15).
  accommodation: { live: true, menu: ['myaccomodations', 'accomodationList'] },
  transport: { live: true, menu: ['mytransport', 'TransportsList'] },
  // Timesheets: the crew's weeks, validation, the office's list and view, crew entry; stage days (issue 18).
  timesheets: {
    live: true,
    menu: ['mytimesheets', 'timesheet', 'timesheets', 'validateTS', 'timesheetsEntryCrew'],
  },
  stageDays: { live: true, menu: ['stageday'] },
  // Not built yet.
  myOffice: { live: false, menu: ['myoffice'] },
  contracts: { live: false, menu: ['mycontracts'] },
  tasks: {
    live: false,
    menu: ['mytasks', 'assignationMultiple', 'tasks', 'administration/tasks', 'perAssignee', 'task-types'],
  },
  plannings: { live: false, menu: ['myplannings', 'plannings', 'administration/plannings', 'gantt'] },
  invoices: { live: false, menu: ['myinvoices'] },
  documents: { live: false, menu: ['mydocuments', 'validate-document', 'documents', 'document-package'] },
  tips: { live: false, menu: ['myTipOfTheDay', 'tipOfTheDay'] },
  jobRequests: { live: false, menu: ['job-request-list'] },
  contacts: { live: false, menu: ['contacts', 'teams'] },
  onboarding: { live: false, menu: ['onboarding'] },
  exchange: { live: false, menu: ['exports', 'imports'] },
  offers: { live: false, menu: ['offers', 'administration/offers'] },
  // Issue 16, one entry per part so each flips live with its screens.
  // The carbon budget and forecast (issue 16).
  carbonBudget: { live: true, menu: ['green/carbon-budget'] },
  greenReports: { live: true, menu: ['green/reporting', 'green/carbon-clap-reporting'] },
  greenChecklist: { live: true, menu: ['peach-pear-plum'] },
  actionPlans: { live: true, menu: ['action-plans', 'action-report'] },
  greenProduction: { live: true, menu: ['production', 'prerequisite', 'finalreport'] },
  clients: { live: false, menu: ['clientsList'] },
  translation: { live: false, menu: ['translation'] },
  referenceLists: { live: false, menu: ['film-commission', 'supplier-source', 'supplier-label', 'scripts'] },
} as const satisfies Record<string, { live: boolean; menu: readonly RoutePath[] }>;

export type Domain = keyof typeof DOMAINS;

/** The domain each menu entry belongs to. */
export const DOMAIN_OF: ReadonlyMap<string, Domain> = new Map(
  Object.entries(DOMAINS).flatMap(([domain, { menu }]) => menu.map((path) => [path, domain as Domain])),
);

/** True when the route's domain is built, so its entry may appear in a menu. */
export const isLiveMenuEntry = (path: string): boolean => {
  const domain = DOMAIN_OF.get(path);
  return domain !== undefined && DOMAINS[domain].live;
};
