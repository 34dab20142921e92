import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const RULES = {
  weekStartDay: 1,
  baseDayMinutes: 600,
  overtimeBands: [
    { fromMinutes: 0, toMinutes: 120, premiumPct: '25.00' },
    { fromMinutes: 120, toMinutes: null, premiumPct: '50.00' },
  ],
  nightPremiumPct: '50.00',
  sixthDayPremiumPct: '50.00',
  seventhDayPremiumPct: '100.00',
  sundayPremiumPct: '100.00',
  travelRatePct: '100.00',
  isDefault: true,
  updatedAt: null,
};

type Body = { query: string; variables: Record<string, unknown> };
const bodies = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.flatMap(([, init]) => (init?.body ? [JSON.parse(String(init.body)) as Body] : []));
const saves = (fetch: ReturnType<typeof mockApi>) =>
  bodies(fetch).filter((body) => body.query.includes('SetTimesheetPayRules'));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('timesheet pay settings (settings/timesheet-pay)', () => {
  it('shows the defaults with their note, then saves a third band and a decimal-comma percentage', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetTimesheetPayRules')) return { GetTimesheetPayRules: RULES };
      if (q.includes('SetTimesheetPayRules'))
        return { SetTimesheetPayRules: { ...RULES, isDefault: false, nightPremiumPct: '37.50' } };
      return undefined;
    });
    signInWith({ isAdmin: true });
    renderApp('/settings/timesheet-pay');
    expect(await screen.findByRole('heading', { level: 1, name: 'Timesheet pay settings' })).toBeTruthy();
    expect(
      await screen.findByText('This project uses the default pay settings until you save its own.'),
    ).toBeTruthy();
    expect((screen.getByLabelText(/^Base day/) as HTMLInputElement).value).toBe('10:00');
    expect(screen.getByText('Band 2, from 02:00 of overtime')).toBeTruthy();

    // A third band after an open one: the second must now end.
    fireEvent.click(screen.getByRole('button', { name: 'Add a band' }));
    const ends = screen.getAllByLabelText(/^Up to/);
    fireEvent.change(ends[2]!, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the pay settings' }));
    expect(
      await screen.findByText(
        'Each band starts where the previous one ends and must end after it starts; only the last may have no end.',
      ),
    ).toBeTruthy();
    expect(saves(fetch)).toEqual([]);

    fireEvent.change(ends[1]!, { target: { value: '04:00' } });
    fireEvent.change(screen.getByLabelText(/^Night premium/), { target: { value: '37,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the pay settings' }));
    await waitFor(() => expect(saves(fetch)).toHaveLength(1));
    expect(saves(fetch)[0]!.variables.r).toEqual({
      weekStartDay: 1,
      baseDayMinutes: 600,
      overtimeBands: [
        { fromMinutes: 0, toMinutes: 120, premiumPct: '25' },
        { fromMinutes: 120, toMinutes: 240, premiumPct: '50' },
        { fromMinutes: 240, toMinutes: null, premiumPct: '50' },
      ],
      nightPremiumPct: '37.5',
      sixthDayPremiumPct: '50',
      seventhDayPremiumPct: '100',
      sundayPremiumPct: '100',
      travelRatePct: '100',
    });
    expect(
      await screen.findByText('Pay settings saved. Weeks are recomputed when they are next saved.'),
    ).toBeTruthy();
  });

  it('refuses a percentage above 1000 and a base day under an hour before calling the server', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetTimesheetPayRules') ? { GetTimesheetPayRules: RULES } : undefined,
    );
    signInWith({ isAdmin: true });
    renderApp('/settings/timesheet-pay');
    fireEvent.change(await screen.findByLabelText(/^Sunday premium/), { target: { value: '1200' } });
    fireEvent.change(screen.getByLabelText(/^Base day/), { target: { value: '00:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the pay settings' }));
    expect(await screen.findAllByText('This value is out of the allowed range.')).toHaveLength(2);
    expect(saves(fetch)).toEqual([]);
  });

  it('shows a server field error on its band, and removing every band leaves the empty state', async () => {
    mockApi((q) => {
      if (q.includes('GetTimesheetPayRules')) return { GetTimesheetPayRules: { ...RULES, isDefault: false } };
      if (q.includes('SetTimesheetPayRules'))
        return {
          errors: [
            {
              message: 'The field overtimeBands.0.premiumPct is out of the allowed range.',
              extensions: { code: 'BAD_USER_INPUT', field: 'overtimeBands.0.premiumPct' },
            },
          ],
        };
      return undefined;
    });
    signInWith({ isAdmin: true });
    renderApp('/settings/timesheet-pay');
    await screen.findByText('Band 1, from 00:00 of overtime');
    expect(
      screen.queryByText('This project uses the default pay settings until you save its own.'),
    ).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save the pay settings' }));
    const band = (await screen.findAllByLabelText(/^Premium/))[0]!;
    await waitFor(() => expect(band.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove band 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove band 1' }));
    expect(await screen.findByText('No overtime band: overtime is not paid.')).toBeTruthy();
  });

  it('says when the settings cannot be loaded', async () => {
    mockApi((q) =>
      q.includes('GetTimesheetPayRules')
        ? { errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }] }
        : undefined,
    );
    signInWith({ isAdmin: true });
    renderApp('/settings/timesheet-pay');
    const text = await screen.findByText(/Not found/);
    expect(text.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the pay settings' })).toBeNull();
  });

  it('the payroll export asks for a range and downloads the CSV the server names', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetTimesheetPayRules') ? { GetTimesheetPayRules: RULES } : undefined,
    );
    const download = vi.fn();
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:payroll');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(download);
    const original = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (url, init) =>
      String(url) === '/files/exports'
        ? new Response('\uFEFFPeriod start\r\n', {
            headers: { 'content-disposition': 'attachment; filename="payroll_20260401120000.csv"' },
          })
        : original(url, init),
    );
    signInWith({ isAdmin: true });
    renderApp('/settings/timesheet-pay');
    fireEvent.click(await screen.findByRole('button', { name: 'Payroll export' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-03-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download the payroll CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalled());
    const call = fetch.mock.calls.find(([url]) => String(url) === '/files/exports')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      name: 'payroll',
      format: 'csv',
      filter: { startDate: '2026-03-01', endDate: '2026-03-31' },
    });
  });
});
