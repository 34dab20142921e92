import type { ProjectModule } from '@setledger/shared/projects/projects.constants';
import {
  fillPath,
  type Guard,
  type NavSection,
  type ParamNames,
  type PathParams,
  type RedirectDef,
  type RouteDef,
  type ScreenKey,
} from './route-types';

export type { Guard, NavSection, RedirectDef, RouteDef, ScreenKey } from './route-types';

/**
 * Every route of 001 §2.1, §2.2 and the extra route groups, defined once. Pure data (no React), so the router,
 * the guards, the side navigation, the path helpers below and the browser journeys all read the same table.
 */
const r = <const P extends string>(
  path: P,
  title: number,
  en: string,
  guard: Guard,
  screen: ScreenKey = 'pending',
  nav?: NavSection,
): RouteDef<P> => ({ path, title, en, guard, screen, nav });
/** A route of a project module (001 §3.10): hidden and closed when the project switches the module off. */
const m = <P extends string>(module: ProjectModule, route: RouteDef<P>): RouteDef<P> => ({
  ...route,
  module,
});
const T: Guard = 'token';
const BUDGET: Guard = 'canViewGlobalBudget';
const CONFIG: Guard = 'config';
const PEOPLE: Guard = 'people';
const LICENSE: Guard = 'licenseAdmin';
const ACCOMMODATION: Guard = 'accommodationManager';
const TRANSPORT: Guard = 'transportManager';
/** The project's timesheets (timesheets, timesheet): the readers of the project's expense sheets (production,
 * canMarkEntryAsProcessed, canViewGlobalBudget); the server narrows what each may see. */
const TIMESHEETS: Guard = 'projectExpenses';

export const ROUTES = [
  // 001 §2.1 public routes
  r('pages/login', 1, 'Sign in', 'public', 'login'),
  r('pages/404', 2, 'Page not found', 'public', 'notFound'),
  r('pages/500', 3, 'Server error', 'public', 'serverError'),
  r('pages/redirect-subscription', 4, 'Subscription', 'public'),
  r('loading', 5, 'Loading', 'public', 'loading'),
  r('loading-new', 5, 'Loading', 'public', 'loading'),
  r('pages/signature-success', 6, 'Signature completed', 'public'),
  r('pages/signature-failure', 7, 'Signature failed', 'public'),
  // Links of the emails (issue 4)
  r('pages/invitation/:xid', 124, 'Invitation', 'public', 'invitation'),
  r('pages/forgot-password', 125, 'Forgot your password', 'public', 'forgotPassword'),
  r('pages/reset-password/:xid', 126, 'Choose a new password', 'public', 'resetPassword'),
  r('job-request', 8, 'Job request', 'public'),
  r('job-request-list', 9, 'Job requests', T, 'pending', 'people'),
  r('job-request-list/:id', 9, 'Job requests', T),
  m('useExpenseInvoice', r('invoice-files-viewer/:docType/:id', 10, 'Invoice files', T)),
  // Personal
  r('dashboard', 11, 'Dashboard', T, 'myDashboard'),
  r('home', 12, 'Home', T, 'myDashboard'),
  r('my-dashboard', 13, 'My dashboard', T, 'myDashboard', 'personal'),
  r('myproject', 14, 'My project', T, 'myProject', 'personal'),
  r('myoffice', 15, 'My office', T, 'pending', 'personal'),
  r('profile', 16, 'Profile', T, 'profile', 'personal'),
  r('picture-capture', 17, 'Take a picture', T),
  r('password', 18, 'Change password', T, 'password'),
  // My items
  r('mycontracts', 19, 'My contracts', T, 'pending', 'myItems'),
  m('useTask', r('mytasks', 20, 'My tasks', T, 'pending', 'myItems')),
  m('useTask', r('mytasks/:id', 20, 'My tasks', T)),
  m('usePlanning', r('myplannings', 21, 'My plannings', T, 'pending', 'myItems')),
  m('useTimesheet', r('mytimesheets', 22, 'My timesheets', T, 'myTimesheets', 'myItems')),
  m('useTimesheet', r('mytimesheets/:id', 22, 'My timesheets', T, 'myTimesheet')),
  m('useBudget', r('mybudget', 23, 'My budget', 'canAccessMyBudget', 'myBudget', 'myItems')),
  m('useExpense', r('myexpenses', 24, 'My expenses', T, 'myExpenses', 'myItems')),
  m('useExpense', r('myexpenses/:id', 24, 'My expenses', T, 'myExpenseSheet')),
  m('useExpense', r('myexpenses/:form/:action/:type', 25, 'Add an expense', T, 'expenseForm')),
  m('useExpense', r('myexpenses/:form/:action/:type/:expenseId', 26, 'Update an expense', T, 'expenseForm')),
  m('useExpenseInvoice', r('myinvoices', 27, 'My invoices', T, 'pending', 'myItems')),
  m('useDocument', r('mydocuments', 28, 'My documents', T, 'pending', 'myItems')),
  m('useDocument', r('mydocuments/document-details/:id/:contractId', 28, 'My documents', T)),
  m('usePurchaseOrder', r('mypo', 29, 'My purchase orders', T, 'myPurchaseOrders', 'myItems')),
  m('useAccommodation', r('myaccomodations', 30, 'My accommodations', T, 'myAccommodations', 'myItems')),
  r('myTipOfTheDay', 31, 'Tip of the day', T, 'pending', 'myItems'),
  r('mytransport', 32, 'My transport', T, 'myTransports', 'myItems'),
  r('mytransport/:id', 32, 'My transport', T, 'myTransport'),
  r('mytransport/mobile/add', 32, 'My transport', T, 'myTransportForm'),
  r('mytransport/mobile/update/:id', 32, 'My transport', T, 'myTransportForm'),
  // Users
  r('users', 33, 'Users', PEOPLE, 'users', 'people'),
  r('users/new', 34, 'New user', PEOPLE, 'inviteUser'),
  r('users/:id', 33, 'Users', PEOPLE, 'userDetail'),
  r('allUsers', 35, 'All users', LICENSE, 'allUsers', 'people'),
  r('contacts', 36, 'Contacts', T, 'pending', 'people'),
  r('onboarding', 37, 'Onboarding', 'canAccessOnboarding', 'pending', 'people'),
  r('teams', 38, 'Teams', T, 'pending', 'people'),
  r('teams/:id', 38, 'Teams', T),
  // Operations
  m('useTimesheet', r('timesheet', 39, 'Timesheet', TIMESHEETS, 'timesheetView', 'production')),
  m('useExportImport', r('exports', 40, 'Exports', T, 'pending', 'production')),
  m('useExportImport', r('imports', 41, 'Imports', T, 'pending', 'production')),
  r('stageday', 42, 'Stage days', 'production', 'stageDays', 'production'),
  m('useGreen', r('prerequisite', 43, 'Prerequisites', 'greenReports', 'greenPrerequisites', 'production')),
  m('useGreen', r('finalreport', 44, 'Final report', 'greenReports', 'finalReport', 'production')),
  m('useGreen', r('production', 45, 'Production', 'greenReports', 'greenProduction', 'production')),
  m('useGreen', r('action-plans', 46, 'Action plans', 'greenReports', 'actionPlans', 'green')),
  m('useGreen', r('action-plans/:id', 46, 'Action plans', 'greenReports', 'actionPlan')),
  m('useGreen', r('action-report', 47, 'Action report', 'greenReports', 'actionReport', 'green')),
  m('useGreen', r('carbon-footprint', 48, 'Carbon footprint', 'greenReader', 'carbonFootprint', 'green')),
  m('useExpense', r('expenses', 49, 'Expenses', 'projectExpenses', 'projectExpenses', 'production')),
  m('useTimesheet', r('timesheets', 50, 'Timesheets', TIMESHEETS, 'projectTimesheets', 'production')),
  // Validation
  m('useTimesheet', r('validateTS', 51, 'Validate timesheets', T, 'validateTimesheets', 'validation')),
  m('useTimesheet', r('validateTS/:id', 51, 'Validate timesheets', T, 'validateTimesheet')),
  m('useExpense', r('validateExp', 52, 'Validate expenses', T, 'validateExpenses', 'validation')),
  m('useExpense', r('validateExp/:id', 52, 'Validate expenses', T, 'validateExpenseSheet')),
  m(
    'usePurchaseOrder',
    r('validatePO', 53, 'Validate purchase orders', T, 'validatePurchaseOrders', 'validation'),
  ),
  m('usePurchaseOrder', r('validatePO/:id', 53, 'Validate purchase orders', T, 'validatePurchaseOrder')),
  m('useDocument', r('validate-document', 54, 'Validate documents', T, 'pending', 'validation')),
  // Crew entry
  m(
    'useTimesheet',
    r('timesheetsEntryCrew', 55, 'Timesheets for crew', 'production', 'timesheetsEntryCrew', 'crewEntry'),
  ),
  m(
    'useTimesheet',
    r('timesheetsEntryCrew/:id', 55, 'Timesheets for crew', 'production', 'timesheetsEntryCrewUser'),
  ),
  m(
    'useExpense',
    r('expensesEntryCrew', 56, 'Expenses for crew', 'production', 'expensesEntryCrew', 'crewEntry'),
  ),
  m('useExpense', r('expensesEntryCrew/:id', 56, 'Expenses for crew', 'production', 'expensesEntryCrewUser')),
  m(
    'usePurchaseOrder',
    r('poEntryCrew', 57, 'Purchase orders for crew', 'production', 'poEntryCrew', 'crewEntry'),
  ),
  m(
    'useExpenseInvoice',
    r('invoiceEntryForCrew', 58, 'Invoices for crew', 'production', 'invoiceEntryForCrew', 'crewEntry'),
  ),
  // Budget (global-budget routes need canViewGlobalBudget, 001 §2.3)
  m('useBudget', r('budget/overall', 59, 'Budget overview', 'budgetReader', 'budgetOverall', 'budget')),
  m(
    'usePurchaseOrder',
    r(
      'purchase-orders/:departmentId/:categoryId',
      60,
      'Purchase orders of a category',
      BUDGET,
      'budgetPurchaseOrders',
    ),
  ),
  m('usePurchaseOrder', r('purchase-order/:id', 61, 'Purchase order', T, 'purchaseOrder')),
  m('useBudget', r('department/:department', 62, 'Department budget', BUDGET, 'departmentBudget')),
  m(
    'useBudget',
    r('department/:department/category/:category', 63, 'Category budget', BUDGET, 'categoryBudget'),
  ),
  m(
    'useBudget',
    r(
      'department/:department/salariesForCategory/:category',
      64,
      'Salaries of a category',
      BUDGET,
      'budgetSalaries',
    ),
  ),
  m(
    'useBudget',
    r('department/:department/salaries/:userId', 65, 'Salaries of a person', BUDGET, 'budgetSalaries'),
  ),
  m('useTimesheet', r('timesheet-details/:id', 66, 'Timesheet details', BUDGET, 'timesheetDetails')),
  m('useExpense', r('expense-sheet-detail/:id', 67, 'Expense sheet details', BUDGET, 'expenseSheetDetail')),
  // Planning
  m('useTask', r('assignationMultiple', 68, 'Multiple assignment', T, 'pending', 'planning')),
  m('useTask', r('tasks', 69, 'Tasks', T, 'pending', 'planning')),
  m('useTask', r('tasks/:id', 69, 'Tasks', T)),
  m('useFinance', r('offers', 70, 'Offers', T, 'pending', 'planning')),
  m('useFinance', r('offers/:id', 70, 'Offers', T)),
  m('usePlanning', r('plannings', 71, 'Plannings', T, 'pending', 'planning')),
  m('usePlanning', r('administration/plannings', 72, 'Planning administration', T, 'pending', 'planning')),
  m('useTask', r('administration/tasks', 73, 'Task administration', T, 'pending', 'planning')),
  m('useFinance', r('administration/offers', 74, 'Offer administration', T, 'pending', 'planning')),
  m('usePlanning', r('gantt', 75, 'Gantt chart', T, 'pending', 'planning')),
  m('useTask', r('perAssignee', 76, 'Per assignee', T, 'pending', 'planning')),
  m('useTask', r('task-types', 77, 'Task types', T, 'pending', 'planning')),
  m('useTask', r('task-types/:id', 77, 'Task types', T)),
  // Documents
  m('useDocument', r('documents', 78, 'Documents', T, 'pending', 'documents')),
  m('useDocument', r('documentDetails/:id', 79, 'Document details', T)),
  m('useDocument', r('delivery/:id', 80, 'Delivery', T)),
  m('useDocument', r('document-package', 81, 'Document packages', 'canAccessConfig', 'pending', 'documents')),
  m('useDocument', r('document-package/:id', 81, 'Document packages', 'canAccessConfig')),
  // Green
  m('useGreen', r('green', 82, 'Green', 'greenReader', 'greenTable', 'green')),
  m('useGreen', r('green/factors', 140, 'Carbon factors', 'greenEditor', 'greenFactors', 'green')),
  m('useGreen', r('green/carbon-budget', 720, 'Carbon budget', 'greenReports', 'carbonBudget', 'green')),
  m('useReporting', r('green/reporting', 83, 'Green reporting', 'greenReports', 'greenReporting', 'green')),
  m('useWaste', r('green/waste', 84, 'Waste', 'wasteScreens', 'greenWaste', 'green')),
  m(
    'useReporting',
    r(
      'green/carbon-clap-reporting',
      85,
      'Carbon Clap reporting',
      'greenReports',
      'carbonClapReport',
      'green',
    ),
  ),
  m(
    'useCarbonTemplate',
    r('green/carbon-template', 86, 'Carbon templates', 'greenReader', 'carbonTemplates', 'green'),
  ),
  m('useGreen', r('green/locations', 87, 'Green locations', 'greenReader', 'greenLocations', 'green')),
  m('useGreen', r('green/premises', 88, 'Premises', 'greenReader', 'greenPremises', 'green')),
  m(
    'useGreen',
    r(
      'green/special-equipments',
      480,
      'Special equipment carbon',
      'greenReader',
      'greenSpecialEquipments',
      'green',
    ),
  ),
  m(
    'useGreen',
    r('special-equipments', 89, 'Special equipment', 'greenEditor', 'specialEquipments', 'green'),
  ),
  m(
    'useCarbonRemoval',
    r('carbon-removal', 90, 'Carbon removal', 'removalsReader', 'carbonRemovals', 'green'),
  ),
  m('useCarbonRemoval', r('carbon-removal/:id', 90, 'Carbon removal', 'removalsReader', 'carbonRemoval')),
  m(
    'useGreenSupplier',
    r('LoadGreenSuppliers', 91, 'Load green suppliers', CONFIG, 'loadGreenSuppliers', 'green'),
  ),
  m('useGreen', r('peach-pear-plum', 92, 'Peach Pear Plum', 'greenReports', 'greenChecklist', 'green')),
  m('useGreen', r('peach-pear-plum/peach-report', 93, 'Peach report', 'greenReports', 'pearReport')),
  m('useGreen', r('peach-pear-plum/:page', 92, 'Peach Pear Plum', 'greenReports', 'greenChecklistPage')),
  // Logistics: locations, accommodation, transport
  r('locations', 94, 'Locations', 'locationsReader', 'locations', 'logistics'),
  r('locations/:action/:id', 94, 'Locations', 'locationsReader', 'locationEdit'),
  r('Offices', 95, 'Offices', 'locationsReader', 'offices', 'logistics'),
  r('Offices/:action/:id', 95, 'Offices', 'locationsReader', 'officeEdit'),
  m(
    'useAccommodation',
    r('accomodationList', 96, 'Accommodations', ACCOMMODATION, 'accommodations', 'logistics'),
  ),
  m('useAccommodation', r('accomodationList/:id', 96, 'Accommodations', ACCOMMODATION, 'accommodationEdit')),
  m(
    'useAccommodation',
    r('distribution/:id', 97, 'Distribution', ACCOMMODATION, 'accommodationDistribution'),
  ),
  r('TransportsList', 98, 'Transports', TRANSPORT, 'transports', 'logistics'),
  r('TransportsList/:id', 98, 'Transports', TRANSPORT, 'transport'),
  r('TransportsList/mobile/add', 98, 'Transports', TRANSPORT, 'transportForm'),
  r('TransportsList/mobile/update/:id', 98, 'Transports', TRANSPORT, 'transportForm'),
  // Projects, licenses, clients, configuration
  r('projects', 99, 'Projects', CONFIG, 'projects', 'settings'),
  r('projects/new', 100, 'New project', CONFIG, 'projectEdit'),
  r('projects/:id/update', 101, 'Project administration', CONFIG, 'projectEdit'),
  r('projects/:id/users', 102, 'Project users', PEOPLE, 'users'),
  r('projects/:id/adduser', 103, 'Add a user to the project', PEOPLE, 'inviteUser'),
  r('projects/:projectId', 99, 'Projects', T),
  r('project/users', 102, 'Project users', 'crewList', 'crewList', 'people'),
  r('project/users/:id', 102, 'Project users', PEOPLE, 'userDetail'),
  r('project/MemoDeals', 104, 'Deal memos', T),
  r('project/organisation', 105, 'Organisation', T),
  r('project/validations', 106, 'Validations', PEOPLE, 'validations', 'people'),
  r('licenseList', 107, 'Licenses', LICENSE, 'licenses', 'settings'),
  r('licenseList/:id', 107, 'Licenses', LICENSE, 'licenseDetail'),
  r(':licenseId/newProject', 100, 'New project', LICENSE, 'projectEdit'),
  r(':licenseId/updProject/:projectId', 101, 'Project administration', LICENSE, 'projectEdit'),
  m('useClient', r('clientsList', 108, 'Clients', T, 'pending', 'settings')),
  m('useClient', r('clientsList/:id', 108, 'Clients', T)),
  r('categories', 109, 'Budget categories', CONFIG, 'categories', 'settings'),
  r('departments', 110, 'Departments', CONFIG, 'departments', 'settings'),
  r(':department/functions', 111, 'Functions', CONFIG, 'functions'),
  r('translation', 112, 'Translation', T, 'pending', 'settings'),
  r('settings', 113, 'Settings', CONFIG, 'settings', 'settings'),
  // Extra configuration routes (the spec names no route for suppliers, flags and payroll codes)
  r('settings/flags', 122, 'Tax and custom flags', CONFIG, 'flags'),
  r('settings/paycodes', 123, 'Payroll codes', CONFIG, 'payCodes'),
  m('useTimesheet', r('settings/timesheet-pay', 850, 'Timesheet pay settings', CONFIG, 'timesheetPay')),
  r('settings/outbox', 127, 'Sent messages', 'admin', 'outbox'),
  r('suppliers', 119, 'Suppliers', CONFIG, 'suppliers', 'settings'),
  r('suppliers/new', 120, 'New supplier', CONFIG, 'supplierEdit'),
  r('suppliers/:id', 121, 'Supplier', CONFIG, 'supplierEdit'),
  r('tipOfTheDay', 114, 'Tips of the day', T, 'pending', 'settings'),
  r('film-commission', 115, 'Film commissions', T, 'pending', 'settings'),
  r('film-commission/:action/:id', 115, 'Film commissions', T),
  r('supplier-source', 116, 'Supplier sources', T, 'pending', 'settings'),
  r('supplier-source/:action/:id', 116, 'Supplier sources', T),
  r('supplier-label', 117, 'Supplier labels', T, 'pending', 'settings'),
  r('supplier-label/:action/:id', 117, 'Supplier labels', T),
  r('scripts', 118, 'Scripts', T, 'pending', 'settings'),
  r('scripts/:action/:id', 118, 'Scripts', T),
  r('pages/confirm-email/:token', 1000, 'Confirm your new email address', 'public', 'confirmEmail'),
] as const;

export type RoutePath = (typeof ROUTES)[number]['path'];

/** The URL of a route of the table: `href('users/:id', { id: 5 })` -> '/users/5'. */
export function href<P extends RoutePath>(
  pattern: P,
  ...params: [ParamNames<P>] extends [never] ? [] : [PathParams<P>]
): string {
  return fillPath(pattern, params[0] as Record<string, string | number> | undefined);
}

type Id = string | number;
/** `form` of the expense routes: the caller's own expense, or one production enters for crew (?userId=). */
export type ExpenseFormName = 'expense' | 'crew';
export type ExpenseTypeName = 'ticket' | 'travel' | 'invoice';

/** Named paths the app links to, all built from the table. */
export const paths = {
  root: () => '/',
  /** The sign-in page; `next` is the route to open once signed in (issue 12 item 31). */
  login: (next?: string) =>
    next ? `${href('pages/login')}?next=${encodeURIComponent(next)}` : href('pages/login'),
  notFound: () => href('pages/404'),
  serverError: () => href('pages/500'),
  myDashboard: () => href('my-dashboard'),
  profile: () => href('profile'),
  password: () => href('password'),
  myDocuments: () => href('mydocuments'),
  myAccommodations: () => href('myaccomodations'),
  myTimesheets: { list: () => href('mytimesheets'), detail: (id: Id) => href('mytimesheets/:id', { id }) },
  projectTimesheets: () => href('timesheets'),
  timesheet: () => href('timesheet'),
  timesheetsEntryCrew: {
    list: () => href('timesheetsEntryCrew'),
    detail: (id: Id) => href('timesheetsEntryCrew/:id', { id }),
  },
  stageDays: () => href('stageday'),
  myExpenses: {
    list: () => href('myexpenses'),
    detail: (id: Id) => href('myexpenses/:id', { id }),
    add: (form: ExpenseFormName, type: ExpenseTypeName) =>
      href('myexpenses/:form/:action/:type', { form, action: 'add', type }),
    update: (form: ExpenseFormName, type: ExpenseTypeName, expenseId: Id) =>
      href('myexpenses/:form/:action/:type/:expenseId', { form, action: 'update', type, expenseId }),
  },
  expensesEntryCrew: {
    list: () => href('expensesEntryCrew'),
    detail: (id: Id) => href('expensesEntryCrew/:id', { id }),
  },
  projectExpenses: () => href('expenses'),
  expenseSheetDetail: (id: Id) => href('expense-sheet-detail/:id', { id }),
  myPurchaseOrders: () => href('mypo'),
  purchaseOrder: (id: Id) => href('purchase-order/:id', { id }),
  myInvoices: () => href('myinvoices'),
  users: {
    list: () => href('users'),
    new: () => href('users/new'),
    detail: (id: Id) => href('users/:id', { id }),
  },
  validateTimesheets: { list: () => href('validateTS'), detail: (id: Id) => href('validateTS/:id', { id }) },
  validateExpenses: { list: () => href('validateExp'), detail: (id: Id) => href('validateExp/:id', { id }) },
  validatePurchaseOrders: {
    list: () => href('validatePO'),
    detail: (id: Id) => href('validatePO/:id', { id }),
  },
  projects: {
    list: () => href('projects'),
    detail: (projectId: Id) => href('projects/:projectId', { projectId }),
    update: (id: Id) => href('projects/:id/update', { id }),
  },
  budget: {
    overall: () => href('budget/overall'),
    department: (department: Id) => href('department/:department', { department }),
    category: (department: Id, category: Id) =>
      href('department/:department/category/:category', { department, category }),
    purchaseOrders: (departmentId: Id, categoryId: Id) =>
      href('purchase-orders/:departmentId/:categoryId', { departmentId, categoryId }),
    salariesForCategory: (department: Id, category: Id) =>
      href('department/:department/salariesForCategory/:category', { department, category }),
    salaries: (department: Id, userId: Id) =>
      href('department/:department/salaries/:userId', { department, userId }),
    timesheetDetails: (id: Id) => href('timesheet-details/:id', { id }),
    mine: () => href('mybudget'),
  },
  jobRequests: {
    list: () => href('job-request-list'),
    detail: (id: Id) => href('job-request-list/:id', { id }),
  },
} as const;

/**
 * The route a sign-in returns to: a path of the app's own guarded routes ('/myexpenses/12?tab=2'), never a
 * public page nor anything that could leave the app; null otherwise.
 */
export function returnRoute(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  const path = next.split(/[?#]/)[0]!;
  if (path === '/' || path.startsWith('/pages/') || path.startsWith('/loading')) return null;
  return next;
}

export const REDIRECTS: readonly RedirectDef[] = [
  { path: '', to: paths.login(), toWithToken: paths.myDashboard() },
  { path: 'project', to: paths.projects.detail(0) },
  { path: 'job-requests', to: paths.login() },
  { path: 'test', to: paths.notFound() },
  { path: 'testscreen', to: paths.notFound() },
];

/** Side navigation sections in order, with their title numbers in the `routes` form. */
export const NAV_SECTIONS: readonly { key: NavSection; title: number; en: string }[] = [
  { key: 'personal', title: 901, en: 'Personal' },
  { key: 'myItems', title: 902, en: 'My items' },
  { key: 'validation', title: 903, en: 'Validation' },
  { key: 'crewEntry', title: 904, en: 'Crew entry' },
  { key: 'budget', title: 905, en: 'Budget' },
  { key: 'people', title: 906, en: 'People' },
  { key: 'production', title: 907, en: 'Production' },
  { key: 'planning', title: 908, en: 'Planning' },
  { key: 'documents', title: 909, en: 'Documents' },
  { key: 'green', title: 910, en: 'Green' },
  { key: 'logistics', title: 911, en: 'Locations and logistics' },
  { key: 'settings', title: 912, en: 'Project settings' },
];

/** The product name, first part of every page title (001 §2). */
export const PRODUCT_NAME = 'Setledger';
