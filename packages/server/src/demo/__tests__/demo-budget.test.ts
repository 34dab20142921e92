import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, startApp } from '../../app';
import { openDatabase } from '../../db/client';
import { readConfig } from '../../lib/config';
import { gql } from '../../test/harness';
import { DEMO_PASSWORD, DEMO_PROJECT } from '../demo-data';
import { loadDemoIfEmpty } from '../demo-loader';

/**
 * Issue 12 item 33: the demo production carries a believable budget, its EFC history and a few weeks of
 * validated activity before the day the journeys run, so the accountant's first budget screen makes sense.
 * The demo loads into an empty database only: this file opens one of its own (embedded, in memory).
 */
let app: App;
const tokens: Record<string, string> = {};

interface Figures {
  budget: string;
  actual: string;
  committed: string;
  efc: string;
  variance: string;
  amountLeft: string;
}
interface Tree {
  totals: Figures;
  departments: (Figures & {
    departmentNumber: number;
    departmentName: string;
    categories: (Figures & { categoryId: number; categoryName: string; efcSet: boolean })[];
  })[];
}

/** The last day of demo activity: the journeys' day (2026-11-20) and what they create come after it. */
const LAST_DAY = '2026-11-19';

async function signIn(email: string) {
  const result = await gql<{ signIn: string }>(
    app,
    'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) }',
    { e: email, p: DEMO_PASSWORD },
  );
  return result.data!.signIn;
}

async function tree(token: string): Promise<Tree> {
  const result = await gql<{ GetBudgetDataHierarchicalListAsJsonString: string }>(
    app,
    '{ GetBudgetDataHierarchicalListAsJsonString }',
    {},
    { token },
  );
  expect(result.errors).toBeUndefined();
  return JSON.parse(result.data!.GetBudgetDataHierarchicalListAsJsonString) as Tree;
}

beforeAll(async () => {
  const database = await openDatabase({});
  expect(await loadDemoIfEmpty(database.db)).toBe(true);
  app = await startApp(
    {
      ...readConfig({}),
      port: 0,
      dataDir: mkdtempSync(join(tmpdir(), 'setledger-demo-')),
      jwtSecret: 'test-secret-for-the-demo-budget-test-0123456789',
      demo: 'never',
    },
    { database },
  );
  for (const who of ['accountant', 'hod', 'prod', 'crew1'])
    tokens[who] = await signIn(`${who}@demo.setledger.test`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await app?.database.close();
});

describe('the demo budget (issue 12 item 33)', () => {
  it("gives the accountant's overview a budget per department and category, in the hundreds of thousands", async () => {
    const { totals, departments } = await tree(tokens.accountant!);
    expect(new Decimal(totals.budget).gte(300_000)).toBe(true);
    expect(new Decimal(totals.budget).lt(1_000_000)).toBe(true);
    expect(departments.map((d) => d.departmentName)).toEqual([
      'Production',
      'Camera',
      'Sound',
      'Art',
      'Transport',
      'Locations',
    ]);
    for (const department of departments) {
      expect(new Decimal(department.budget).gt(0), department.departmentName).toBe(true);
      // Nothing is spent beyond its budget: the screen is not a wall of red.
      expect(new Decimal(department.amountLeft).gte(0), department.departmentName).toBe(true);
    }
    const categories = departments.flatMap((d) => d.categories);
    expect(categories.filter((c) => new Decimal(c.amountLeft).isNegative())).toEqual([]);
    // A few forecasts over budget (EFC above budget) are what an accountant watches; most are on budget.
    const over = categories.filter((c) => new Decimal(c.variance).isNegative());
    expect(over.length).toBeGreaterThan(0);
    expect(over.length).toBeLessThanOrEqual(3);
    // A few weeks of activity: money spent (validated expenses and invoices) and committed (validated POs).
    expect(new Decimal(totals.actual).gt(50_000)).toBe(true);
    expect(new Decimal(totals.committed).gt(50_000)).toBe(true);
    expect(new Decimal(totals.actual).plus(totals.committed).lt(new Decimal(totals.budget).times(0.5))).toBe(
      true,
    );
  });

  it('keeps EFC changes with who, when, before, after and why', async () => {
    const { departments } = await tree(tokens.accountant!);
    const changed = departments.flatMap((d) =>
      d.categories.filter((c) => c.efcSet).map((c) => ({ d: d.departmentNumber, c: c.categoryId })),
    );
    expect(changed.length).toBeGreaterThanOrEqual(3);
    let changes = 0;
    for (const node of changed) {
      const history = await gql<{
        GetEstimatedFinalCostHistory: {
          before: string;
          after: string;
          comment: string;
          userFullName: string;
          at: string;
        }[];
      }>(
        app,
        'query($d: Int!, $c: Int!) { GetEstimatedFinalCostHistory(DepartmentNumber: $d, CategoryId: $c) { before after comment userFullName at } }',
        node,
        { token: tokens.accountant },
      );
      const entries = history.data!.GetEstimatedFinalCostHistory;
      expect(entries.length).toBeGreaterThan(0);
      for (const [i, entry] of entries.entries()) {
        expect(entry.comment.length).toBeGreaterThan(10);
        expect(entry.userFullName).toBe('Anna Kowalski');
        expect(entry.at.slice(0, 10) <= LAST_DAY).toBe(true);
        expect(entry.before).not.toBe(entry.after);
        // Newest first: each change starts from the one before it.
        if (i + 1 < entries.length) expect(entry.before).toBe(entries[i + 1]!.after);
      }
      changes += entries.length;
    }
    expect(changes).toBeGreaterThanOrEqual(4);
  });

  it('has weeks of validated sheets, POs and invoices in the past, and nothing waiting for a validator', async () => {
    const lists = await gql<{
      sheets: { sheet: { validated: number; submittedAt: string } }[];
      sheetCount: number;
      invoices: { sheet: { validated: number; submittedAt: string; title: string } }[];
      pos: { purchaseOrder: { validated: number; requestDate: string; poReference: string } }[];
    }>(
      app,
      `{ sheets: GetProjectUserExpenseSheet(Filter: { arrayType: "submitted", recordLimit: 100 }) { sheet { validated submittedAt } }
         sheetCount: GetProjectUserExpenseSheetTotalRecords(Filter: { arrayType: "submitted" })
         invoices: GetProjectUserExpenseSheet(Filter: { arrayType: "invoice", recordLimit: 100 }) { sheet { validated submittedAt title } }
         pos: GetProjectUserPoDetail(Filter: { recordLimit: 100 }) { purchaseOrder { validated requestDate poReference } } }`,
      {},
      { token: tokens.accountant },
    );
    expect(lists.errors).toBeUndefined();
    const { sheets, invoices, pos } = lists.data!;
    expect(sheets.length).toBeGreaterThanOrEqual(4);
    expect(invoices.length).toBeGreaterThanOrEqual(4);
    expect(pos.length).toBeGreaterThanOrEqual(6);
    for (const { sheet } of [...sheets, ...invoices]) {
      expect(sheet.validated).toBe(8);
      expect(sheet.submittedAt.slice(0, 10) <= LAST_DAY).toBe(true);
    }
    const weeks = new Set(sheets.map(({ sheet }) => sheet.submittedAt.slice(0, 10)));
    expect(weeks.size).toBeGreaterThanOrEqual(3);
    for (const { purchaseOrder } of pos) {
      expect(purchaseOrder.validated).toBe(8);
      expect(purchaseOrder.requestDate <= LAST_DAY).toBe(true);
      expect(purchaseOrder.poReference).toMatch(/^LL-PO-\d{4}$/);
    }
    // Invoices carry the project's invoice numbers, in the order received, up to lastInvoiceNumber (issue 12
    // item 11): the next one continues them.
    const numberOf = (title: string) => Number(title.replace(/^LL-INV-/, ''));
    const received = [...invoices].sort(
      (a, b) =>
        a.sheet.submittedAt.localeCompare(b.sheet.submittedAt) ||
        numberOf(a.sheet.title) - numberOf(b.sheet.title),
    );
    const invoiceNumbers = received.map(({ sheet }) => numberOf(sheet.title));
    expect(received.map(({ sheet }) => sheet.title)).toEqual(invoiceNumbers.map((n) => `LL-INV-${n}`));
    expect(invoiceNumbers).toEqual(
      invoiceNumbers.map((_, i) => DEMO_PROJECT.lastInvoiceNumber - invoiceNumbers.length + 1 + i),
    );
    // New POs continue the project's numbering.
    const numbers = pos.map(({ purchaseOrder }) => Number(purchaseOrder.poReference.slice(6)));
    expect(Math.max(...numbers)).toBeLessThanOrEqual(41);
    for (const who of ['accountant', 'hod']) {
      const header = await gql<{ GetHeaderData: { numExpToValidate: number; numPoToValidate: number } }>(
        app,
        '{ GetHeaderData { numExpToValidate numPoToValidate } }',
        {},
        { token: tokens[who] },
      );
      expect(header.data!.GetHeaderData, who).toEqual({ numExpToValidate: 0, numPoToValidate: 0 });
    }
  });

  it("shows the head of camera only the camera department's budget", async () => {
    const { departments } = await tree(tokens.hod!);
    expect(departments.map((d) => d.departmentName)).toEqual(['Camera']);
    expect(new Decimal(departments[0]!.committed).gt(0)).toBe(true);
  });
});

describe('the demo footprint (issue 14)', () => {
  const DASHBOARD = `{ GetAdminGreenDashboard { transport accomodation energy locations expenses waste totalGenerated
    totals { entries kgCo2e actualKgCo2e } byCategory { key totals { entries kgCo2e } } byMonth { key totals { entries } } } }`;
  interface Dashboard {
    [field: string]: unknown;
    totalGenerated: string;
    totals: { entries: number; kgCo2e: string; actualKgCo2e: string };
    byCategory: { key: string; totals: { entries: number; kgCo2e: string } }[];
    byMonth: { key: string; totals: { entries: number } }[];
  }

  it('carries a few hundred entries across categories and weeks, so the green screens are not empty', async () => {
    const result = await gql<{ GetAdminGreenDashboard: Dashboard }>(
      app,
      DASHBOARD,
      {},
      { token: tokens.prod },
    );
    expect(result.errors).toBeUndefined();
    const dashboard = result.data!.GetAdminGreenDashboard;
    expect(dashboard.totals.entries).toBeGreaterThanOrEqual(250);
    expect(dashboard.totals.entries).toBeLessThan(500);
    // Location, accommodation, generator energy, transportation, waste and meals all count (and the categories the
    // green reports read for sets, costume, post-production and EV charging, issue 16).
    expect(dashboard.byCategory.map((c) => c.key)).toEqual(
      expect.arrayContaining(['0', '1', '2', '3', '4', '5']),
    );
    for (const category of dashboard.byCategory)
      expect(new Decimal(category.totals.kgCo2e).gt(0), category.key).toBe(true);
    expect(dashboard.byMonth.map((m) => m.key)).toEqual(['2026-09', '2026-10', '2026-11']);
    // A believable small feature's first weeks: tonnes, transport and the generators' energy the largest shares.
    expect(new Decimal(dashboard.totalGenerated).gt(10_000)).toBe(true);
    expect(new Decimal(dashboard.totalGenerated).lt(200_000)).toBe(true);
    for (const large of ['transport', 'energy'])
      for (const part of ['accomodation', 'locations', 'expenses', 'waste'])
        expect(new Decimal(dashboard[large] as string).gt(dashboard[part] as string), part).toBe(true);
  });

  it('computes every entry with a sourced factor and its year (quantity × factor)', async () => {
    const result = await gql<{
      GetCarbonEntries: {
        items: {
          quantity: string | null;
          factorValue: string | null;
          factorSource: string | null;
          factorYear: number | null;
          kgCo2e: string;
          sourceType: string;
        }[];
        totalRecords: number;
      };
    }>(
      app,
      '{ GetCarbonEntries(Offset: 0, Size: 100) { totalRecords items { sourceType quantity factorValue factorSource factorYear kgCo2e } } }',
      {},
      { token: tokens.prod },
    );
    expect(result.errors).toBeUndefined();
    const { items } = result.data!.GetCarbonEntries;
    for (const entry of items.filter((e) => e.quantity !== null)) {
      expect(entry.factorSource).toBeTruthy();
      expect(entry.factorYear).toBeGreaterThan(2015);
    }
    // The travels the demo's expense items declare are in the ledger as their source's entries.
    const travels = await gql<{ GetCarbonEntries: { totalRecords: number } }>(
      app,
      '{ GetCarbonEntries(Filter: { source: "expenseItem" }, Offset: 0, Size: 20) { totalRecords } }',
      {},
      { token: tokens.prod },
    );
    expect(travels.data!.GetCarbonEntries.totalRecords).toBeGreaterThan(0);
  });

  it("shows the travels' kg CO2e beside the money of the budget, from the ledger", async () => {
    const { totals } = await tree(tokens.accountant!);
    const kg = (totals as unknown as { kgCo2e: string }).kgCo2e;
    expect(new Decimal(kg).gt(0)).toBe(true);
  });
});
