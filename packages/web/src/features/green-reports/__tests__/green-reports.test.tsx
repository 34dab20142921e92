import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

type Body = { query: string; variables: Record<string, unknown> };
const named = (fetch: ReturnType<typeof mockApi>, name: string) =>
  fetch.mock.calls
    .flatMap(([, init]) => (init?.body ? [JSON.parse(String(init.body)) as Body] : []))
    .filter((b) => b.query.includes(`${name}(`));

const line = (key: string, kg: string, entries: number, quantities: unknown[] = []) => ({
  key,
  kgCo2e: kg,
  entries,
  quantities,
});

const report = (kind: string, ledgerEntries = 4) => ({
  GetGreenReport: {
    kind,
    from: null,
    to: null,
    includePending: false,
    totalKgCo2e: '1250.50',
    ledgerKgCo2e: '1300.50',
    leftOutKgCo2e: '50.00',
    totalEntries: 3,
    ledgerEntries,
    chapters: [
      {
        key: 'transport',
        counted: true,
        kgCo2e: '1250.50',
        entries: 3,
        lines: [
          line('transportPeople', '1200.50', 3, [
            { key: 'means6', unit: 'km', quantity: '300.00' },
            { key: 'means16', unit: 'km', quantity: '1090.00' },
          ]),
          line('transportGoods', '50.00', 0),
        ],
      },
    ],
    leftOut: [{ key: 'category:12', reason: 'notInReport', carbonCategory: 12, kgCo2e: '50.00', entries: 1 }],
  },
});

const ENTRIES = {
  GetGreenReportLineEntries: {
    totalRecords: 2,
    kgCo2e: '1200.50',
    items: [
      {
        id: 41,
        strDate: '2026-11-02',
        description: 'Car to Ostend',
        status: 'actual',
        kgCo2e: '51.52',
        carbonCategory: 3,
      },
      {
        id: 42,
        strDate: '2026-11-03',
        description: 'Flight, director',
        status: 'actual',
        kgCo2e: '1148.98',
        carbonCategory: 3,
      },
    ],
  },
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('green reports (issue 16)', () => {
  it("Carbon'Clap: chapters with kg and quantities, a line's entries linking to the green table, the reconciliation", async () => {
    const fetch = mockApi((q) =>
      q.includes('GetGreenReportLineEntries(')
        ? ENTRIES
        : q.includes('GetGreenReport(')
          ? report('carbonClap')
          : undefined,
    );
    signInWith({ canViewGreenTable: true });
    renderApp('/green/carbon-clap-reporting');
    expect(await screen.findByRole('heading', { level: 1, name: "Carbon'Clap report" })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Transport of people and goods' }),
    ).toBeTruthy();
    const people = screen.getByText('Transport of people').closest('tr')!;
    expect(within(people).getByText('Car: 300.00 km')).toBeTruthy();
    expect(within(people).getByText('Flight, short-haul: 1,090.00 km')).toBeTruthy();
    expect(within(people).getByText('1,200.50')).toBeTruthy();
    expect(named(fetch, 'GetGreenReport')[0]!.variables).toMatchObject({
      report: 'carbonClap',
      includePending: false,
    });

    fireEvent.click(within(people).getByRole('button', { name: 'Show entries: Transport of people' }));
    const link = await screen.findByRole('link', { name: 'Flight, director' });
    expect(link.getAttribute('href')).toBe('/green?entry=42');
    expect(named(fetch, 'GetGreenReportLineEntries')[0]!.variables).toMatchObject({
      report: 'carbonClap',
      line: 'transportPeople',
      offset: 0,
      size: 10,
    });

    const reconciliation = document.querySelector('[data-reconciliation="carbonClap"]') as HTMLElement;
    expect(within(reconciliation).getByText('1,250.50 kg CO2e')).toBeTruthy();
    expect(within(reconciliation).getByText('1,300.50 kg CO2e')).toBeTruthy();
    expect(within(reconciliation).getByText('Not in this report (carbon category 12)')).toBeTruthy();
  });

  it('sends the period and pending choice, refuses a period ending before it starts, shows the empty state', async () => {
    const fetch = mockApi((q) => (q.includes('GetGreenReport(') ? report('pear', 0) : undefined));
    signInWith({ canViewGreenTable: true });
    renderApp('/peach-pear-plum/peach-report');
    expect(await screen.findByRole('heading', { level: 1, name: 'PEAR report' })).toBeTruthy();
    expect(await screen.findByText('No ledger entries in this period: nothing to report yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This date must not be before the start date.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByLabelText('Count pending entries'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(named(fetch, 'GetGreenReport').at(-1)!.variables).toMatchObject({
        report: 'pear',
        from: '2026-11-10',
        to: '2026-11-30',
        includePending: true,
      }),
    );
  });

  it("the hub puts the production's default report first, with each reconciliation", async () => {
    mockApi((q) =>
      q.includes('GetGreenReportDefault')
        ? { GetGreenReportDefault: 'pear' }
        : q.includes('GetGreenReport(')
          ? report('x')
          : undefined,
    );
    signInWith({ canAccessGreenReporting: true });
    renderApp('/green/reporting');
    expect(await screen.findByRole('heading', { level: 1, name: 'Green reporting' })).toBeTruthy();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['PEAR report', "Carbon'Clap report"]);
    expect(screen.getByText('Default report of this production')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Open report: Carbon'Clap report" }).getAttribute('href')).toBe(
      '/green/carbon-clap-reporting',
    );
  });

  it('canViewReportingScreens reads the reports and their entries, without links to the green table', async () => {
    mockApi((q) =>
      q.includes('GetGreenReportLineEntries(')
        ? ENTRIES
        : q.includes('GetGreenReport(')
          ? report('carbonClap')
          : undefined,
    );
    signInWith({ canViewReportingScreens: true });
    renderApp('/green/carbon-clap-reporting');
    const people = (await screen.findByText('Transport of people')).closest('tr')!;
    fireEvent.click(within(people).getByRole('button', { name: 'Show entries: Transport of people' }));
    expect(await screen.findByText('Flight, director')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Flight, director' })).toBeNull();
  });

  it('is closed to a crew member without a green or reporting right', async () => {
    mockApi();
    signInWith({});
    const router = renderApp('/green/reporting');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/green/reporting'));
  });
});
