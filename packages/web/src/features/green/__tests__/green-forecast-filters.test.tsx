import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

type Body = { query: string; variables: Record<string, unknown> };
const named = (fetch: ReturnType<typeof mockApi>, name: string) =>
  fetch.mock.calls
    .flatMap(([, init]) => (init?.body ? [JSON.parse(String(init.body)) as Body] : []))
    .filter((b) => b.query.includes(`${name}(`) || b.query.includes(`${name} {`));

const EMPTY = {
  GetCarbonEntries: {
    totalRecords: 0,
    items: [],
    totals: {
      entries: 0,
      kgCo2e: '0',
      actualKgCo2e: '0',
      pendingKgCo2e: '0',
      excludedKgCo2e: '0',
      estimateKgCo2e: '0',
      display: { value: '0', unit: 'Kg' },
    },
  },
};

/** Opens a Mantine select or multi-select and clicks one of its options. */
async function pick(input: HTMLElement, option: string) {
  fireEvent.click(input);
  const list = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('green table: template, review and forecast filters (000 §3, issue 16)', () => {
  it('sends forForecastReportOnly, reviewStatus and templateId', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetCarbonEntries(')) return EMPTY;
      if (q.includes('GetCarbonTemplates')) return { GetCarbonTemplates: [{ id: 4, name: 'Studio day' }] };
      return undefined;
    });
    signInWith({ canAccessGreenReporting: true });
    renderApp('/green');
    expect(await screen.findByText('No entry matches these filters.')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Forecast only (purchase orders still to invoice)'));
    await waitFor(() =>
      expect(named(fetch, 'GetCarbonEntries').at(-1)!.variables).toMatchObject({
        filter: { forForecastReportOnly: true },
      }),
    );

    await pick(screen.getAllByLabelText('Review').find((e) => e.tagName === 'INPUT')!, 'Verified');
    await waitFor(() =>
      expect(named(fetch, 'GetCarbonEntries').at(-1)!.variables).toMatchObject({
        filter: { forForecastReportOnly: true, reviewStatus: [1] },
      }),
    );

    const template = screen.getAllByLabelText('Carbon template').find((e) => e.tagName === 'INPUT')!;
    await waitFor(() => expect(template.hasAttribute('disabled')).toBe(false));
    await pick(template, 'Studio day');
    await waitFor(() =>
      expect(named(fetch, 'GetCarbonEntries').at(-1)!.variables).toMatchObject({
        filter: { templateId: 4, reviewStatus: [1], forForecastReportOnly: true },
      }),
    );
  });
});
