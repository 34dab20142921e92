import { createFormatter } from '@setledger/shared/format/formatter';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormatProvider } from '../../../lib/format';
import { I18nProvider } from '../../../lib/i18n';
import { graphqlCalls, mockApi, signInWith } from '../../../test/app-test-kit';
import { loadForms, renderWithProviders } from '../../../test/render';
import { EfcDialog, EfcHistory } from '../components/EfcDialog';

/** Noon UTC: the same day in every time zone the tests may run in. */
const CHANGE = {
  id: 1,
  userFullName: 'Anna Kowalski',
  before: '12000.50',
  after: '13000.00',
  comment: 'Second unit',
  at: '2026-11-20T12:00:00.000Z',
};

function history() {
  return mockApi((q) =>
    q.includes('GetEstimatedFinalCostHistory') ? { GetEstimatedFinalCostHistory: [CHANGE] } : undefined,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('EFC history (issue 12 item 19)', () => {
  it('shows when (a real date), before and after', async () => {
    history();
    signInWith({ UserID: 1 });
    renderWithProviders(<EfcHistory department={2} category={7} />);
    const row = (await screen.findByText('Second unit')).closest('tr')!;
    expect(row.textContent).not.toContain('Invalid Date');
    // No project settings here: the formatter's en-US default, in UTC.
    expect(row.textContent).toContain('11/20/2026, 12:00 PM');
    const cells = within(row).getAllByRole('cell');
    expect(cells[2]!.textContent).toContain('€12,000.50');
    expect(cells[3]!.textContent).toContain('€13,000.00');
  });

  it("writes the date in the project's locale (issue 12 item 23), the texts in the reader's language", async () => {
    history();
    signInWith({ UserID: 1, Language: 1 });
    renderWithProviders(
      <I18nProvider value={{ language: 1, forms: loadForms('fr'), showTags: false }}>
        <FormatProvider
          value={createFormatter({ regionalSetting: 2, language: 1, timeZone: 'Europe/Paris' })}
        >
          <EfcHistory department={2} category={7} />
        </FormatProvider>
      </I18nProvider>,
      { lang: 'fr' },
    );
    const row = (await screen.findByText('Second unit')).closest('tr')!;
    expect(row.textContent).toContain('20/11/2026 13:00');
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('12 000,50 €');
    expect(screen.getByText('Avant')).toBeTruthy();
  });

  it('refuses the current value without calling the server', async () => {
    const fetch = history();
    signInWith({ UserID: 1 });
    renderWithProviders(
      <EfcDialog
        target={{ department: 2, category: 7, name: 'Lenses', efc: '13000.00' }}
        canChange
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/New estimated final cost/), {
      target: { value: '13000' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Comment/), { target: { value: 'Same again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change the estimated final cost' }));
    expect(
      await within(dialog).findByText('This is already the estimated final cost: enter a different amount.'),
    ).toBeTruthy();
    await waitFor(() => expect(graphqlCalls(fetch, 'GetEstimatedFinalCostHistory')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'UpdEstimatedFinalCost')).toHaveLength(0);
  });
});
