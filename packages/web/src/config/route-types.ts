import type { AccessRight, TokenClaims } from '@setledger/shared/auth/permissions';
import type { ProjectModule } from '@setledger/shared/projects/projects.constants';

/**
 * Who may open a route (001 §2.3): anyone, any valid token, a token holding one right, an administrator, or
 * who may configure the project ('config': administrators, production, canAccessConfig), who manages people
 * ('people': administrators, production, canAccessUsers) or sees the crew list ('crewList').
 */
export type Guard =
  | 'public'
  | 'token'
  | 'admin'
  | 'config'
  | 'people'
  | 'crewList'
  | 'production'
  | 'projectExpenses'
  | 'budgetReader'
  | 'licenseAdmin'
  | 'greenReader'
  | 'greenEditor'
  | 'greenReports'
  | 'wasteScreens'
  | 'locationsReader'
  | 'removalsReader'
  | 'accommodationManager'
  | 'transportManager'
  | AccessRight;

/** True when claims (absent flags are false, 001 §6) pass a route's guard. Public and token pass here. */
export function passesGuard(guard: Guard, claims: Partial<TokenClaims>): boolean {
  if (guard === 'public' || guard === 'token') return true;
  if (guard === 'admin') return claims.isAdmin === true;
  // Licenses and the license-wide lists: administrators of the license (issue 12 item 2).
  if (guard === 'licenseAdmin') return claims.isLicenseAdmin === true;
  if (guard === 'config')
    return claims.isAdmin === true || claims.isProd === true || claims.canAccessConfig === true;
  // Who manages the project's people (issue 4): administrators, production, canAccessUsers.
  if (guard === 'people')
    return claims.isAdmin === true || claims.isProd === true || claims.canAccessUsers === true;
  if (guard === 'crewList') return passesGuard('people', claims) || claims.canAccessCrewList === true;
  // Who enters for crew (expensesEntryCrew): administrators and production.
  if (guard === 'production') return claims.isAdmin === true || claims.isProd === true;
  // The project's expense sheets: production, who marks entries processed, who sees the whole budget.
  if (guard === 'projectExpenses')
    return (
      passesGuard('production', claims) ||
      claims.canMarkEntryAsProcessed === true ||
      claims.canViewGlobalBudget === true
    );
  // budget/overall (not one of the global-budget routes of 001 §2.3): the whole budget, or with
  // canViewDepartmentBudget the caller's own department (the server narrows the figures).
  if (guard === 'budgetReader')
    return (
      passesGuard('production', claims) ||
      claims.canViewGlobalBudget === true ||
      claims.canViewDepartmentBudget === true
    );
  // The production's footprint (GetAdminGreenDashboard, the green table): administrators, production,
  // canAccessGreenReporting and canViewGreenTable (001 §6), as the server's carbon read scope.
  if (guard === 'greenReader')
    return (
      passesGuard('production', claims) ||
      claims.canAccessGreenReporting === true ||
      claims.canViewGreenTable === true
    );
  // Who changes the ledger (overrides, recompute, mappings): administrators, production, canAccessGreenReporting.
  if (guard === 'greenEditor')
    return passesGuard('production', claims) || claims.canAccessGreenReporting === true;
  // The green reports, checklist, action plans and final report (issue 16): the green readers and
  // canViewReportingScreens (001 §6). Changing them (answers, plans) is the green editor's.
  if (guard === 'greenReports')
    return passesGuard('greenReader', claims) || claims.canViewReportingScreens === true;
  // The waste screens (001 §6): who changes the ledger, or canViewWasteScreens (as green-waste.policy).
  if (guard === 'wasteScreens')
    return passesGuard('greenEditor', claims) || claims.canViewWasteScreens === true;
  // Removals and offsets (issue 14): the green readers, and who records them (canManageCarbonRemoval), as the
  // server's carbon-removals read scope.
  if (guard === 'removalsReader')
    return passesGuard('greenReader', claims) || claims.canManageCarbonRemoval === true;
  // Locations and premises (issue 15): who manages them (administrators, production, canManageLocations) and the
  // green readers checking their meters, as the server's locations read scope.
  if (guard === 'locationsReader')
    return passesGuard('greenReader', claims) || claims.canManageLocations === true;
  // Accommodations (001 §6): administrators, production, canManageAccommodations.
  if (guard === 'accommodationManager')
    return passesGuard('production', claims) || claims.canManageAccommodations === true;
  // Every trip of the project (TransportsList): administrators, production, canManageTransport.
  if (guard === 'transportManager')
    return passesGuard('production', claims) || claims.canManageTransport === true;
  return claims[guard] === true;
}

/** Screens built so far; any other route renders the shared pending screen with its title. */
export type ScreenKey =
  | 'login'
  | 'budgetOverall'
  | 'carbonBudget'
  | 'departmentBudget'
  | 'categoryBudget'
  | 'budgetSalaries'
  | 'timesheetDetails'
  | 'budgetPurchaseOrders'
  | 'myBudget'
  | 'notFound'
  | 'serverError'
  | 'loading'
  | 'myDashboard'
  | 'profile'
  | 'password'
  | 'projects'
  | 'projectEdit'
  | 'myProject'
  | 'licenses'
  | 'licenseDetail'
  | 'departments'
  | 'functions'
  | 'categories'
  | 'suppliers'
  | 'supplierEdit'
  | 'settings'
  | 'flags'
  | 'payCodes'
  | 'timesheetPay'
  | 'users'
  | 'inviteUser'
  | 'userDetail'
  | 'allUsers'
  | 'crewList'
  | 'validations'
  | 'outbox'
  | 'invitation'
  | 'forgotPassword'
  | 'resetPassword'
  | 'myExpenses'
  | 'myExpenseSheet'
  | 'expenseForm'
  | 'projectExpenses'
  | 'validateExpenses'
  | 'validateExpenseSheet'
  | 'expensesEntryCrew'
  | 'expensesEntryCrewUser'
  | 'expenseSheetDetail'
  | 'myPurchaseOrders'
  | 'poEntryCrew'
  | 'validatePurchaseOrders'
  | 'validatePurchaseOrder'
  | 'purchaseOrder'
  | 'invoiceEntryForCrew'
  | 'carbonFootprint'
  | 'greenTable'
  | 'greenFactors'
  | 'locations'
  | 'locationEdit'
  | 'offices'
  | 'officeEdit'
  | 'greenLocations'
  | 'greenPremises'
  | 'carbonRemovals'
  | 'greenChecklist'
  | 'greenChecklistPage'
  | 'carbonRemoval'
  | 'specialEquipments'
  | 'greenSpecialEquipments'
  | 'loadGreenSuppliers'
  | 'greenWaste'
  | 'greenReporting'
  | 'carbonClapReport'
  | 'pearReport'
  | 'carbonTemplates'
  | 'accommodations'
  | 'accommodationEdit'
  | 'accommodationDistribution'
  | 'myAccommodations'
  | 'myTransports'
  | 'myTransport'
  | 'myTransportForm'
  | 'transports'
  | 'transport'
  | 'transportForm'
  | 'actionPlans'
  | 'actionPlan'
  | 'actionReport'
  | 'greenProduction'
  | 'greenPrerequisites'
  | 'finalReport'
  | 'myTimesheets'
  | 'myTimesheet'
  | 'projectTimesheets'
  | 'timesheetView'
  | 'validateTimesheets'
  | 'validateTimesheet'
  | 'timesheetsEntryCrew'
  | 'timesheetsEntryCrewUser'
  | 'stageDays'
  | 'pending'
  | 'confirmEmail';

export type NavSection =
  | 'personal'
  | 'myItems'
  | 'validation'
  | 'crewEntry'
  | 'budget'
  | 'people'
  | 'production'
  | 'planning'
  | 'documents'
  | 'green'
  | 'logistics'
  | 'settings';

export interface RouteDef<P extends string = string> {
  /** react-router path without the leading slash (':param' for a parameter). */
  path: P;
  /** Number of the route's title in the `routes` form (texts/forms/routes.json). */
  title: number;
  /** English title, the fallback of the translation layer. */
  en: string;
  guard: Guard;
  /** The screen that renders the route; app/screens.ts loads each one lazily. */
  screen: ScreenKey;
  /** Only list-type routes appear in the side navigation. */
  nav?: NavSection;
  /** The project module the route belongs to: hidden from navigation when the project switches it off. */
  module?: ProjectModule;
}

export interface RedirectDef {
  path: string;
  to: string;
  /** Where to go instead when the caller holds a valid token (the root route). */
  toWithToken?: string;
}

/** The ':name' parameters of a path pattern, as a union of names. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = Record<ParamNames<P>, string | number>;

/** '/users/:id' + { id: 5 } -> '/users/5' (values URL-encoded). */
export function fillPath(pattern: string, params: Record<string, string | number> = {}): string {
  const filled = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
  return `/${filled}`;
}
