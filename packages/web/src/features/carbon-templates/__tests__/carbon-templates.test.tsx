import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const TEMPLATES = {
  GetCarbonTemplates: [
    {
      id: 3,
      name: 'Studio day',
      description: 'Stage 3 lights and the generator',
      lines: [
        {
          id: 1,
          carbonCategory: 2,
          description: 'Stage lights',
          quantity: '120',
          unit: 'kWh',
          factorKey: 'electricity_uk_kwh',
          department: null,
          productionPhase: 1,
        },
      ],
      applications: [
        {
          id: 11,
          fromDate: '2026-11-02',
          toDate: '2026-11-04',
          weekdaysOnly: false,
          mode: 'perDay',
          days: 3,
          entries: 6,
          kgCo2e: '372.21',
        },
      ],
    },
  ],
};

const api = (q: string) =>
  q.includes('GetCarbonTemplates')
    ? TEMPLATES
    : q.includes('PreviewCarbonTemplate(')
      ? {
          PreviewCarbonTemplate: {
            days: 3,
            entries: 6,
            kgCo2e: '372.21',
            kgCo2eDisplay: { value: '372.21', unit: 'Kg' },
          },
        }
      : q.includes('ApplyCarbonTemplate(')
        ? { ApplyCarbonTemplate: { id: 12, entries: 6, kgCo2e: '372.21' } }
        : q.includes('UndoCarbonTemplateApplication(')
          ? { UndoCarbonTemplateApplication: 6 }
          : q.includes('GetCarbonVariables(')
            ? { GetCarbonVariables: [] }
            : undefined;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('green/carbon-template', () => {
  it('previews an application (entries, days, kg) before applying it', async () => {
    const fetch = mockApi(api);
    signInWith({ canAccessGreenReporting: true });
    renderApp('/green/carbon-template');
    expect(await screen.findByRole('heading', { level: 1, name: 'Carbon templates' })).toBeTruthy();
    expect(await screen.findByText('Stage lights')).toBeTruthy();
    expect(screen.getByText('6 entries · 372.21 Kg CO2e')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Day or first day/), { target: { value: '2026-11-02' } });
    fireEvent.change(within(dialog).getByLabelText('Last day (for a period)'), {
      target: { value: '2026-11-04' },
    });
    expect(await within(dialog).findByText('6 entries over 3 days · 372.21 Kg CO2e')).toBeTruthy();
    expect(graphqlCalls(fetch, 'ApplyCarbonTemplate')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'ApplyCarbonTemplate')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'ApplyCarbonTemplate')[0]!.variables).toEqual({
      id: 3,
      application: { fromDate: '2026-11-02', toDate: '2026-11-04', weekdaysOnly: false, mode: 'perDay' },
    });
  });

  it('undoes an application after confirmation', async () => {
    const fetch = mockApi(api);
    signInWith({ isProd: true });
    renderApp('/green/carbon-template');
    fireEvent.click(await screen.findByRole('button', { name: /Undo the application of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this application' });
    expect(within(dialog).getByText('Remove the 6 entries this application created?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await waitFor(() =>
      expect(graphqlCalls(fetch, 'UndoCarbonTemplateApplication')[0]!.variables).toEqual({ id: 11 }),
    );
  });

  it('refuses to save a template without a name or a factor, naming the fields', async () => {
    const fetch = mockApi(api);
    signInWith({ canAccessGreenReporting: true });
    renderApp('/green/carbon-template');
    fireEvent.click(await screen.findByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(graphqlCalls(fetch, 'AddUpdCarbonTemplate')).toHaveLength(0);
  });

  it('shows the templates read-only to the green table’s reader, and the empty state', async () => {
    mockApi((q) => (q.includes('GetCarbonTemplates') ? { GetCarbonTemplates: [] } : api(q)));
    signInWith({ canViewGreenTable: true });
    renderApp('/green/carbon-template');
    expect(await screen.findByText('No carbon template yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
  });
});
