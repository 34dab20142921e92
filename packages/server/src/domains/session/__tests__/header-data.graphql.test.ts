import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { HEADER_COUNTS } from '../header-counts';

const ALL_FLAGS = HEADER_COUNTS.map((n) => `${n[0]!.toUpperCase()}${n.slice(1)}: true`).join(', ');
const HEADER = `query($p: Int) { GetHeaderData(ProjectId: $p, ${ALL_FLAGS}) { ${HEADER_COUNTS.join(' ')} totalNotifications } }`;

let app: App;
const restore: (() => void)[] = [];
beforeAll(async () => {
  app = await getTestApp();
});
// The server suite shares one process per worker: put the real counters back.
afterAll(() => {
  for (const undo of restore.reverse()) undo();
});

describe('GetHeaderData', () => {
  it('answers the twelve counts; with no domain registered yet they are 0', async () => {
    const project = await createProject(app);
    const user = await createUser(app, project.id);
    const result = await gql<{ GetHeaderData: Record<string, number> }>(
      app,
      HEADER,
      {},
      { token: await signInAs(app, user.email) },
    );
    expect(Object.keys(result.data!.GetHeaderData)).toHaveLength(13);
    expect(result.data?.GetHeaderData.totalNotifications).toBe(0);
  });

  it('adds invoice counts to the total only when the project uses expense invoices (001 §7.1)', async () => {
    const withInvoices = await createProject(app, { useExpenseInvoice: true });
    const withoutInvoices = await createProject(app, { useExpenseInvoice: false });
    const projectIds = new Set([withInvoices.id, withoutInvoices.id]);
    // Stand-ins for the domains that will own these counts; only for this file's projects.
    const counts = app.services.headerCounts;
    restore.push(
      counts.register('numExpToValidate', async (_tx, actor) => (projectIds.has(actor.projectId) ? 3 : 0)),
      counts.register('numInvoiceToValidate', async (_tx, actor) =>
        projectIds.has(actor.projectId) ? 2 : 0,
      ),
    );
    const a = await createUser(app, withInvoices.id);
    const b = await createUser(app, withoutInvoices.id);
    const ra = await gql<{ GetHeaderData: Record<string, number> }>(
      app,
      HEADER,
      {},
      { token: await signInAs(app, a.email) },
    );
    const rb = await gql<{ GetHeaderData: Record<string, number> }>(
      app,
      HEADER,
      {},
      { token: await signInAs(app, b.email) },
    );
    expect(ra.data?.GetHeaderData).toMatchObject({
      numExpToValidate: 3,
      numInvoiceToValidate: 2,
      totalNotifications: 5,
    });
    expect(rb.data?.GetHeaderData).toMatchObject({
      numExpToValidate: 3,
      numInvoiceToValidate: 2,
      totalNotifications: 3,
    });
    // A count whose Boolean is not sent stays 0.
    const partial = await gql<{ GetHeaderData: Record<string, number> }>(
      app,
      '{ GetHeaderData(NumInvoiceToValidate: true) { numExpToValidate totalNotifications } }',
      {},
      { token: await signInAs(app, a.email) },
    );
    expect(partial.data?.GetHeaderData).toEqual({ numExpToValidate: 0, totalNotifications: 2 });
  });

  it.each([
    ['no token', false, null, 'UNAUTHENTICATED'],
    ['another project', true, 'other', 'NOT_FOUND'],
  ])('refuses %s', async (_label, withToken, projectKind, code) => {
    const project = await createProject(app);
    const stranger = await createProject(app);
    const user = await createUser(app, project.id);
    const token = withToken ? await signInAs(app, user.email) : undefined;
    const result = await gql(
      app,
      HEADER,
      { p: projectKind === 'other' ? stranger.id : null },
      token ? { token } : {},
    );
    expect(errorCode(result)).toBe(code);
  });
});

describe('dashboards', () => {
  it('GetUserDashboard answers the caller figures in the project currency', async () => {
    const project = await createProject(app);
    const user = await createUser(app, project.id);
    const result = await gql<{ GetUserDashboard: Record<string, string> }>(
      app,
      '{ GetUserDashboard { myTotalExpenses myTotalSalary myTotalPurchaseOrders currencySymbol } }',
      {},
      { token: await signInAs(app, user.email) },
    );
    expect(result.data?.GetUserDashboard).toEqual({
      myTotalExpenses: '0.00',
      myTotalSalary: '0.00',
      myTotalPurchaseOrders: '0.00',
      currencySymbol: '€',
    });
  });

  it.each([
    ['an admin', { isAdmin: true }, null],
    ['a production user', { isProd: true }, null],
    ['a crew member', {}, 'FORBIDDEN'],
  ])('GetAdminDashboard for %s', async (_label, spec, code) => {
    const project = await createProject(app);
    const user = await createUser(app, project.id, spec);
    const result = await gql(
      app,
      '{ GetAdminDashboard { totalExpenses numExpToValidate expenseItems { id } } }',
      {},
      { token: await signInAs(app, user.email) },
    );
    expect(errorCode(result) ?? null).toBe(code);
  });
});
