import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const line = (id: number, startDate: string, salary: string | null, over: Record<string, unknown> = {}) => ({
  id,
  status: 8,
  startDate,
  endDate: startDate,
  userId: 31,
  fullName: 'Ines Focus',
  departmentName: 'Camera',
  functionName: 'Focus puller',
  hours: '10.00',
  hoursStr: '10:00',
  salary,
  co2: '4.900',
  category: 7,
  categoryName: 'Camera crew',
  categoryCostCenter: '4100',
  timesheet: { id: 12, processed: false, jsError: '', jsLog: '' },
  ...over,
});

const REFERENCES = (q: string) => {
  if (q.includes('GetCategories'))
    return { GetCategories: [{ id: 7, name: 'Camera crew', costCenter: '4100' }] };
  if (q.includes('GetDepartments')) return { GetDepartments: [{ value: 2, message: 'Camera' }] };
  if (q.includes('GetAdvancedGlobalFilter')) return { GetAdvancedGlobalFilter: [] };
  if (q.includes('GetUsersOfProject')) return { GetUsersOfProject: [] };
  return undefined;
};
const WEEK = {
  id: 12,
  userId: 31,
  fullName: 'Ines Focus',
  weekStart: '2026-10-05',
  status: 8,
  processed: false,
  workedMinutes: 1320,
  hoursStr: '22:00',
  amountTotal: '787.50',
  jsError: 'x is not defined',
  jsLog: 'day 3',
  days: [
    {
      id: 1,
      date: '2026-10-05',
      dayType: 0,
      start: '08:00',
      end: '18:00',
      lunch: '00:00',
      night: '00:00',
      travel: '00:00',
      hoursStr: '10:00',
      amount: '350.00',
      payLines: [
        { kind: 'base', band: 0, label: 'Base', hoursStr: '10:00', rate: '35.000000', amount: '350.00' },
      ],
    },
    {
      id: 2,
      date: '2026-10-06',
      dayType: 6,
      start: '08:00',
      end: '20:00',
      lunch: '00:00',
      night: '00:00',
      travel: '00:00',
      hoursStr: '12:00',
      amount: '437.50',
      payLines: [
        { kind: 'base', band: 0, label: 'Base', hoursStr: '10:00', rate: '35.000000', amount: '350.00' },
        {
          kind: 'overtime',
          band: 0,
          label: 'Overtime',
          hoursStr: '02:00',
          rate: '43.750000',
          amount: '87.50',
        },
      ],
    },
  ],
};
const answer =
  (rows: unknown[], week: unknown = WEEK) =>
  (q: string) =>
    q.includes('GetProjectUserSalaries')
      ? { GetProjectUserSalaries: rows, GetProjectUserSalariesTotalRecords: rows.length }
      : q.includes('GetTimesheet(')
        ? { GetTimesheet: week }
        : REFERENCES(q);

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the budget salary screens (issue 18)', () => {
  it("lists a category's salary lines with hours, pay, the person and the timesheet", async () => {
    const fetch = mockApi(
      answer([
        line(2, '2026-10-06', '412.50', { hours: '12.00', hoursStr: '12:00' }),
        line(1, '2026-10-05', '350.00', { timesheet: { id: 12, processed: true, jsError: '', jsLog: '' } }),
      ]),
    );
    signInWith({ canViewGlobalBudget: true });
    renderApp('/department/2/salariesForCategory/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salaries of the category – Camera crew' }),
    ).toBeTruthy();
    const rows = document.querySelectorAll('[data-salary-line]');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('12:00');
    expect(rows[0]!.textContent).toContain('€412.50');
    expect(rows[1]!.textContent).toContain('Processed');
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Ines Focus' })
        .getAttribute('href'),
    ).toMatch(/\/department\/2\/salaries\/31$/);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: /^Open the timesheet of / })
        .getAttribute('href'),
    ).toMatch(/\/timesheet-details\/12$/);
    await waitFor(() =>
      expect(graphqlCalls(fetch, 'GetProjectUserSalaries').at(-1)!.variables.f).toMatchObject({
        department: 2,
        category: 7,
      }),
    );
    expect(document.querySelector('[data-empty]')).toBeNull();
  });

  it('says when there is no salary line', async () => {
    mockApi(answer([]));
    signInWith({ canViewGlobalBudget: true });
    renderApp('/department/2/salaries/31');
    expect((await screen.findByText(/No salary line for this filter/)).closest('[data-empty]')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Salaries of a person' })).toBeTruthy();
  });

  it('shows "Hidden" instead of a hidden amount', async () => {
    mockApi(answer([line(1, '2026-10-05', null)]));
    signInWith({ canViewGlobalBudget: true, hideSalaryInfo: true });
    renderApp('/department/2/salaries/31');
    expect(await screen.findByText('Amounts are hidden from you (hide salary information).')).toBeTruthy();
    expect(document.querySelector('[data-hidden-salary]')!.textContent).toBe('Hidden');
    expect(document.querySelector('[data-salary-line]')!.textContent).not.toContain('€');
  });

  it('shows a validated week read-only: days with their pay breakdown, budget lines, total, formula notes', async () => {
    const week = [
      line(3, '2026-10-07', '25.00', { categoryName: 'Grip', categoryCostCenter: '4200', hoursStr: '00:00' }),
      line(2, '2026-10-06', '412.50', { hoursStr: '12:00' }),
      line(1, '2026-10-05', '350.00'),
    ].map((l) => ({
      ...l,
      timesheet: { id: 12, processed: false, jsError: 'x is not defined', jsLog: 'day 3' },
    }));
    const fetch = mockApi(answer(week));
    signInWith({ canViewGlobalBudget: true });
    renderApp('/timesheet-details/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Timesheet details – Ines Focus' }),
    ).toBeTruthy();
    const rows = [...document.querySelectorAll('[data-salary-line]')].map((r) =>
      r.getAttribute('data-salary-line'),
    );
    expect(rows).toEqual(['1', '2', '3']);
    const total = document.querySelector('[data-total]')!.textContent!;
    expect(total).toContain('22:00');
    expect(total).toContain('€787.50');
    expect(screen.getByText('x is not defined')).toBeTruthy();
    expect(screen.getByText('Not processed')).toBeTruthy();
    expect(graphqlCalls(fetch, 'GetProjectUserSalaries').at(-1)!.variables.f).toMatchObject({
      subjectId: 12,
    });
  });

  it('speaks the reader’s language', async () => {
    mockApi(answer([]));
    signInWith({ canViewGlobalBudget: true });
    renderApp('/timesheet-details/12', { language: 1, lang: 'fr' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Détail de la feuille de temps – Ines Focus' }),
    ).toBeTruthy();
    expect(screen.getByText('Jour de studio')).toBeTruthy();
    expect(screen.getByText(/Aucune ligne de salaire/)).toBeTruthy();
  });
});
