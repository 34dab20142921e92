import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const item = (id: number, name: string, factor: string, extra: Record<string, unknown> = {}) => ({
  id,
  flagId: 1,
  name,
  value: 0,
  short: '',
  factor,
  amount: '0',
  allowanceRate: '0',
  payCode: '',
  color: '',
  bookmark: false,
  category: null,
  costCenter: '',
  disabled: false,
  fieldType: 0,
  defaultValue: '',
  jsFormula: '',
  ...extra,
});
const VAT = {
  id: 1,
  flagId: 0,
  type: 0,
  name: 'VAT',
  short: 'VAT',
  description: '',
  mandatoryFlag: false,
  greenFlag: false,
  customExportName: '',
  items: [item(11, 'VAT 21%', '0.21'), item(12, 'VAT 6%', '0.06', { bookmark: true })],
};

type Body = { query: string; variables: Record<string, unknown> };
const bodies = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.flatMap(([, init]) => (init?.body ? [JSON.parse(String(init.body)) as Body] : []));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('settings hub', () => {
  it('links to every configuration screen, the project administration of the current project first', async () => {
    mockApi();
    signInWith({ isProd: true, ProjectID: 7 });
    renderApp('/settings');
    const main = await screen.findByRole('main');
    const links = await within(main).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/projects/7/update',
      '/departments',
      '/categories',
      '/suppliers',
      '/settings/flags',
      '/settings/paycodes',
      '/settings/timesheet-pay',
    ]);
  });
});

describe('flags screen', () => {
  const api = (extra: (q: string) => unknown = () => undefined) =>
    mockApi((q) => {
      const custom = extra(q);
      if (custom) return custom;
      if (q.includes('GetProjectFlags')) return { GetProjectFlags: [VAT] };
      if (q.includes('GetTaxOptions')) return { GetTaxOptions: VAT.items };
      if (q.includes('GetPayCodes')) return { GetPayCodes: [] };
      if (q.includes('GetCategories')) return { GetCategories: [] };
      return undefined;
    });

  it('shows the tax flags with their rates and the tax options preview', async () => {
    api();
    signInWith({ isAdmin: true });
    renderApp('/settings/flags');
    const preview = await screen.findByRole('list', { name: 'Tax options the crew will see' });
    const options = await within(preview).findAllByRole('listitem');
    expect(options.map((b) => b.textContent)).toEqual(['VAT 21% (21%)', 'VAT 6% (6%)']);
    expect(screen.getByRole('button', { name: 'Favourite – VAT 6%' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it("refuses a bad colour with 'Invalid HEX color.' before calling the server, then saves a 21% item", async () => {
    const fetch = api((q) =>
      q.includes('AddUpdProjectFlagItem')
        ? { AddUpdProjectFlagItem: item(13, 'Reverse charge', '0.21') }
        : undefined,
    );
    signInWith({ isAdmin: true });
    renderApp('/settings/flags');
    fireEvent.click(await screen.findByRole('button', { name: 'Add an item' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Reverse charge' } });
    fireEvent.change(within(dialog).getByLabelText(/^Rate/), { target: { value: '0.21' } });
    fireEvent.change(within(dialog).getByLabelText('Colour'), { target: { value: '#12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid HEX color.')).toBeTruthy();
    expect(bodies(fetch).some((b) => b.query.includes('AddUpdProjectFlagItem'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Colour'), { target: { value: '#123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies(fetch).find((b) => b.query.includes('AddUpdProjectFlagItem'))?.variables).toMatchObject({
        id: null,
        i: { flagId: 1, name: 'Reverse charge', factor: '0.21', color: '#123' },
      }),
    );
  });

  it('toggles a favourite', async () => {
    const fetch = api((q) =>
      q.includes('SetFavouriteFlagItem') ? { SetFavouriteFlagItem: true } : undefined,
    );
    signInWith({ isAdmin: true });
    renderApp('/settings/flags');
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite – VAT 21%' }));
    await waitFor(() =>
      expect(bodies(fetch).find((b) => b.query.includes('SetFavouriteFlagItem'))?.variables).toEqual({
        id: 11,
        f: true,
      }),
    );
  });

  it('is closed to a crew member', async () => {
    mockApi();
    signInWith({});
    const router = renderApp('/settings/flags');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/404'));
  });
});

describe('payroll codes screen', () => {
  it('lists the codes and shows the duplicate error of the server under the code', async () => {
    mockApi((q) =>
      q.includes('GetPayCodes')
        ? { GetPayCodes: [{ id: 1, code: '1010', description: 'Base salary' }] }
        : q.includes('AddUpdPayCode')
          ? {
              errors: [
                {
                  message: 'The value of code is already used.',
                  extensions: { code: 'BAD_USER_INPUT', field: 'code' },
                },
              ],
            }
          : undefined,
    );
    signInWith({ canAccessConfig: true });
    renderApp('/settings/paycodes');
    expect(await screen.findByText('Base salary')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a payroll code' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: '1010' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The field is named as the form labels it (issue 12 item 29).
    expect(await within(dialog).findByText('The value of Code is already used.')).toBeTruthy();
  });
});
