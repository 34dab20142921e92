import { describe, expect, it } from 'vitest';
import { unsafeFunctions, unscopedStatements } from './unscoped-reads.scan';

/**
 * Issue 13: a statement on a project- or license-scoped table carries its scope (core/scope inProject/inLicense,
 * a domain policy's …Where, or the id of a row already loaded through one). A read that must not be scoped sits
 * in a function named unsafe…, listed here with the reason it may cross scopes. Adding one is a reviewed change.
 */
const UNSAFE_READS: Record<string, string> = {
  unsafeFirstProjectOf:
    'signing in: the first project of the person, in any license, before a project is chosen',
  unsafeFindOpenRequest:
    'an invitation or password link is found by its secret token, before anyone is signed in',
};

/**
 * Statements the scan cannot see as scoped, each reviewed: `file#function` and why it is safe. Rename a function
 * to unsafe… rather than adding here when it really crosses scopes.
 */
const REVIEWED: Record<string, string> = {
  "domains/projects/projects.service.ts#registerSupplierUsage('legal-entities')":
    'usage check of a supplier already loaded with suppliers.policy (any project of its license blocks the delete)',
  "domains/projects/projects.service.ts#registerAddressUsage('projects')":
    'usage check of an address already loaded with addresses.policy (any reference blocks the delete)',
  "domains/suppliers/suppliers.service.ts#registerAddressUsage('suppliers')":
    'usage check of an address already loaded with addresses.policy (any reference blocks the delete)',
  'demo/demo-budget-loader.ts#loadPurchaseOrders': 'demo seed: works on the demo project it has just created',
  'demo/demo-loader.ts#costCenter': 'demo seed: works on the demo project it has just created',
  'domains/budget/budget-lists.service.ts#getProjectUserPoDetail':
    'lines of POs whose ids were just listed with the project and department scope',
  'domains/green-waste/green-waste.service.ts#projectWasteUnits':
    'the waste unit fields of the caller’s current project (its id from the actor)',
  'domains/expenses/expenses.service.ts#newExpenseItem':
    'idempotency replay: the key is unique per user, the caller is that user or enters for them',
  'domains/expenses/expenses.service.ts#refreshSheetTotal': 'total of a sheet the caller has just changed',
  "domains/expenses/expenses.service.ts#registerFlagItemUsage('expenses')":
    'usage check of a flag item already loaded with flags.policy',
  "domains/expenses/expenses.service.ts#registerSupplierUsage('expenses')":
    'usage check of a supplier already loaded with suppliers.policy',
  'domains/expenses/receipts.service.ts#assertRoomFor':
    'receipt count of an item loaded with expense-items.policy',
  'domains/expenses/receipts.service.ts#receiptFilesWhere':
    'files of items or a sheet the caller is deleting, loaded with their policy',
  'domains/expenses/receipts.service.ts#receiptsOf':
    'receipts of items the caller has loaded with their policy',
  'domains/filters/filters.service.ts#addUpdAdvancedGlobalFilter':
    'update by id of a filter loaded with filters.policy in the same transaction',
  "domains/flags/flag-usage.ts#registerFlagItemUsage('flag-entities')":
    'usage check of a flag item already loaded with flags.policy',
  'domains/flags/flags.service.ts#addUpdProjectFlagEntity':
    'links of an entity checked with its own policy (flag-entities) just before',
  'domains/locations/locations.sql.ts#filesOf':
    'files of locations the caller has loaded with locations.policy',
  'domains/locations/locations.sql.ts#deleteFiles': 'files of a location loaded with locations.policy',
  'domains/locations/locations.sql.ts#fileCount': 'file count of a location loaded with locations.policy',
  'domains/mail/mail.service.ts#createMailer':
    'the outbox worker sends every queued message, of every project',
  'domains/projects/projects.service.ts#getProjectFormatter':
    'the number and date format of the caller’s current project (an id from the actor or a checked project)',
  'domains/purchase-orders/po-invoiced-amounts.ts#moveInvoicedAmount':
    'the PO line of an invoice item loaded with expense-items.policy',
  'domains/purchase-orders/po-items.service.ts#refreshPoTotals': 'totals of a PO the caller has just changed',
  'domains/purchase-orders/po-pdf.service.ts#addressLines':
    'the address of a PO loaded with purchase-orders.policy',
  'domains/purchase-orders/po-validation.service.ts#sendPurchaseOrdersSlice':
    'sending: POs listed in the caller’s project, ownership checked per PO',
  "domains/locations/locations.service.ts#registerSupplierUsage('locations')":
    'usage check of a supplier already loaded with suppliers.policy',
  "domains/purchase-orders/purchase-orders.service.ts#registerFlagItemUsage('purchase-orders')":
    'usage check of a flag item already loaded with flags.policy',
  "domains/purchase-orders/purchase-orders.service.ts#registerSupplierUsage('purchase-orders')":
    'usage check of a supplier already loaded with suppliers.policy',
  'domains/users/requests.service.ts#acceptUserRequest':
    'an invitation accepted by its secret token (public)',
  'domains/users/requests.service.ts#setNewPassword': 'a password link used by its secret token (public)',
  'domains/users/users.service.ts#delUser':
    'asks whether the person works in another project: the answer is only yes or no (FORBIDDEN inOtherProjects)',
};

describe('unscoped reads (issue 13)', () => {
  const found = unscopedStatements();

  it('every statement on a scoped table carries its scope, or sits in an unsafe… function or a reviewed one', () => {
    const problems = found
      .filter((s) => !/^unsafe[A-Z]/.test(s.fn) && !(`${s.file}#${s.fn}` in REVIEWED))
      .map((s) => `${s.file}:${s.line} ${s.table} in ${s.fn}`);
    expect(problems).toEqual([]);
  });

  it('every unsafe… function is listed with its reason, and every listed one exists', () => {
    const names = [...new Set(unsafeFunctions().map((f) => f.fn))].sort();
    expect(names).toEqual(Object.keys(UNSAFE_READS).sort());
  });

  it('no reviewed entry is stale', () => {
    const places = new Set(found.map((s) => `${s.file}#${s.fn}`));
    expect(Object.keys(REVIEWED).filter((key) => !places.has(key))).toEqual([]);
  });
});
