import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { href, NAV_SECTIONS, paths, REDIRECTS, ROUTES } from '../paths';

const FORMS = join(import.meta.dirname, '../../../../server/src/domains/translations/texts/forms');
const routesForm = JSON.parse(readFileSync(join(FORMS, 'routes.json'), 'utf8')) as Record<
  string,
  Record<string, string>
>;
const LANGUAGES = ['en', 'fr', 'de', 'it', 'nl', 'pt-br', 'sk'];

/** Every route of 001 §2.1, §2.2 (each row, with its {id}/{action} variants) and the extra groups. */
const SPEC_ROUTES: Record<string, string[]> = {
  public: ['pages/login', 'pages/404', 'pages/500', 'pages/redirect-subscription', 'loading', 'loading-new'],
  signature: ['pages/signature-success', 'pages/signature-failure'],
  jobRequests: [
    'job-request',
    'job-request-list',
    'job-request-list/:id',
    'invoice-files-viewer/:docType/:id',
  ],
  personal: ['dashboard', 'home', 'my-dashboard', 'myproject', 'myoffice', 'profile', 'picture-capture'],
  myItems: [
    'password',
    'mycontracts',
    'mytasks',
    'mytasks/:id',
    'myplannings',
    'mytimesheets',
    'mytimesheets/:id',
    'mybudget',
    'myexpenses',
    'myexpenses/:id',
    'myexpenses/:form/:action/:type',
    'myexpenses/:form/:action/:type/:expenseId',
    'myinvoices',
    'mydocuments',
    'mydocuments/document-details/:id/:contractId',
    'mypo',
    'myaccomodations',
    'myTipOfTheDay',
  ],
  users: ['users', 'users/new', 'users/:id', 'allUsers'],
  operations: ['timesheet', 'exports', 'imports', 'stageday', 'prerequisite', 'finalreport'],
  productionSide: ['production', 'action-plans', 'action-plans/:id', 'action-report', 'carbon-footprint'],
  green: ['green/reporting', 'green/waste'],
  clients: ['clientsList', 'clientsList/:id'],
  licenses: ['licenseList', 'licenseList/:id', ':licenseId/newProject', ':licenseId/updProject/:projectId'],
  documents: ['documents', 'documentDetails/:id', 'delivery/:id'],
  planning: [
    'assignationMultiple',
    'tasks',
    'tasks/:id',
    'offers',
    'offers/:id',
    'plannings',
    'administration/plannings',
    'administration/tasks',
    'administration/offers',
    'gantt',
    'perAssignee',
  ],
  validation: [
    'validateTS',
    'validateTS/:id',
    'validateExp',
    'validateExp/:id',
    'validatePO',
    'validatePO/:id',
  ],
  crewEntry: [
    'timesheetsEntryCrew',
    'timesheetsEntryCrew/:id',
    'expensesEntryCrew',
    'expensesEntryCrew/:id',
    'poEntryCrew',
    'invoiceEntryForCrew',
  ],
  locations: ['locations', 'locations/:action/:id', 'Offices', 'Offices/:action/:id'],
  accommodation: ['accomodationList', 'accomodationList/:id', 'distribution/:id'],
  contacts: ['contacts'],
  projects: [
    'projects',
    'projects/new',
    'projects/:id/update',
    'projects/:id/users',
    'projects/:id/adduser',
    'projects/:projectId',
  ],
  categories: ['categories'],
  budget: [
    'budget/overall',
    'purchase-orders/:departmentId/:categoryId',
    'purchase-order/:id',
    'department/:department',
    'department/:department/category/:category',
    'department/:department/salariesForCategory/:category',
    'department/:department/salaries/:userId',
    'timesheet-details/:id',
    'expense-sheet-detail/:id',
  ],
  departments: ['departments', ':department/functions'],
  lists: [
    'translation',
    'LoadGreenSuppliers',
    'expenses',
    'timesheets',
    'settings',
    'tipOfTheDay',
    'task-types',
    'task-types/:id',
    'teams',
    'teams/:id',
  ],
  projectArea: [
    'project/users',
    'project/MemoDeals',
    'project/users/:id',
    'project/organisation',
    'project/validations',
  ],
  referenceLists: [
    'film-commission',
    'film-commission/:action/:id',
    'supplier-source',
    'supplier-source/:action/:id',
    'supplier-label',
    'supplier-label/:action/:id',
    'scripts',
    'scripts/:action/:id',
  ],
  extraGroups: [
    'mytransport',
    'mytransport/:id',
    'mytransport/mobile/add',
    'mytransport/mobile/update/:id',
    'TransportsList',
    'TransportsList/:id',
    'TransportsList/mobile/add',
    'TransportsList/mobile/update/:id',
    'document-package',
    'document-package/:id',
    'carbon-removal',
    'carbon-removal/:id',
    'onboarding',
    'validate-document',
    'green',
    'green/carbon-clap-reporting',
    'green/carbon-template',
    'green/locations',
    'green/premises',
    'green/special-equipments',
    'special-equipments',
    'peach-pear-plum',
    'peach-pear-plum/peach-report',
    'peach-pear-plum/:page',
  ],
};

describe('route table (001 §2)', () => {
  const byPath = new Map<string, (typeof ROUTES)[number]>(ROUTES.map((r) => [r.path, r]));

  it.each(Object.entries(SPEC_ROUTES))('has every route of the %s group', (_group, expected) => {
    expect(expected.filter((path) => !byPath.has(path))).toEqual([]);
  });

  it('defines each path once', () => {
    expect(byPath.size).toBe(ROUTES.length);
  });

  it('gives every route a guard and a title translated in all seven languages', () => {
    const problems: string[] = [];
    for (const route of ROUTES) {
      if (!route.guard) problems.push(`${route.path}: no guard`);
      const title = routesForm[String(route.title)];
      if (title?.en !== route.en) problems.push(`${route.path}: title ${route.title} is not "${route.en}"`);
      for (const lang of LANGUAGES) if (!title?.[lang]) problems.push(`${route.path}: no ${lang} title`);
    }
    for (const section of NAV_SECTIONS)
      for (const lang of LANGUAGES)
        if (!routesForm[String(section.title)]?.[lang]) problems.push(`section ${section.key}: no ${lang}`);
    expect(problems).toEqual([]);
  });

  it('puts the rights of 001 §2.3 on the guarded groups', () => {
    const guard = (path: string) => byPath.get(path)?.guard;
    // 001 §2.3 lists the global-budget routes; budget/overall is not one of them and also opens to
    // canViewDepartmentBudget (own department).
    for (const path of SPEC_ROUTES.budget!.filter(
      (p) => p !== 'purchase-order/:id' && p !== 'budget/overall',
    ))
      expect(guard(path), path).toBe('canViewGlobalBudget');
    expect(guard('budget/overall')).toBe('budgetReader');
    expect(guard('document-package')).toBe('canAccessConfig');
    expect(guard('document-package/:id')).toBe('canAccessConfig');
    expect(guard('onboarding')).toBe('canAccessOnboarding');
    for (const path of SPEC_ROUTES.public!) expect(guard(path), path).toBe('public');
    expect(guard('job-request')).toBe('public');
    expect(guard('job-request-list')).toBe('token');
  });

  it('shows only list routes in the side navigation', () => {
    const inNav = ROUTES.filter((r) => r.nav);
    expect(inNav.length).toBeGreaterThan(40);
    expect(inNav.filter((r) => r.path.includes(':'))).toEqual([]);
  });

  it('lists the redirects of 001 §2', () => {
    expect(REDIRECTS).toEqual(
      expect.arrayContaining([
        { path: '', to: '/pages/login', toWithToken: '/my-dashboard' },
        { path: 'project', to: '/projects/0' },
        { path: 'job-requests', to: '/pages/login' },
        { path: 'test', to: '/pages/404' },
        { path: 'testscreen', to: '/pages/404' },
      ]),
    );
  });
});

describe('paths built from the table', () => {
  it('fills and encodes parameters', () => {
    expect(paths.users.detail(42)).toBe('/users/42');
    expect(paths.budget.category(3, 'a b')).toBe('/department/3/category/a%20b');
    expect(href('myexpenses/:form/:action/:type', { form: 1, action: 'add', type: 0 })).toBe(
      '/myexpenses/1/add/0',
    );
    expect(paths.login()).toBe('/pages/login');
  });

  it('refuses a missing parameter', () => {
    const untyped = href as (pattern: string, params?: object) => string;
    expect(() => untyped('users/:id', {})).toThrow(/id/);
  });
});
