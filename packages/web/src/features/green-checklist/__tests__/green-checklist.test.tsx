import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const SCORE = { score: 0, maxScore: 8, answered: 0, questions: 2 };
const question = (formId: number, text: string, points: number, asks: string | null, more: object = {}) => ({
  formId,
  text,
  availablePoints: points,
  asks,
  sectionId: null,
  hasSuggestions: asks === 'supplier',
  answer: null,
  evidence: [],
  ...more,
});
const page = (score = SCORE, answered: object | null = null) => ({
  department: {
    id: 4,
    formId: 303,
    name: 'catering',
    title: 'Catering',
    ...score,
    sections: [],
  },
  questions: [
    question(33, 'Is leftover food donated to a food bank, shelter or charity?', 5, 'supplier', {
      answer: answered,
      evidence: [
        {
          id: 9,
          questionFormId: 33,
          kind: 'entry',
          label: 'Meals week 1',
          fileUrl: null,
          entryId: 41,
          entryDate: '2026-11-03',
          kgCo2e: '120.50',
        },
      ],
    }),
    question(35, 'Is food served with reusable or compostable plates and cutlery?', 3, null),
  ],
});

function api(save: () => object = () => ({ SaveGreenChecklistPage: page() })) {
  return mockApi((q) => {
    if (q.includes('myProfile'))
      return { myProfile: { initials: 'GG', fullName: 'Green Manager', modules: ['useGreen'] } };
    if (q.includes('GetGreenChecklistPage(')) return { GetGreenChecklistPage: page() };
    if (q.includes('GetSuppliers')) return { GetSuppliers: [{ id: 3, name: 'Food bank' }] };
    if (q.includes('SaveGreenChecklistPage(')) return save();
    if (q.includes('GetGreenChecklistEntryCandidates('))
      return {
        GetGreenChecklistEntryCandidates: [
          {
            id: 42,
            description: 'Food waste composted',
            strDate: '2026-11-04',
            kgCo2e: '3.10',
            factorKey: 'waste_food_composting_tonne',
            carbonCategory: 4,
            suggested: true,
          },
        ],
      };
    if (q.includes('AddGreenChecklistEntries(')) return { AddGreenChecklistEntries: [] };
    return undefined;
  });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('peach-pear-plum/:page (issue 16)', () => {
  it('shows the questions with points and evidence, and saves a Yes with its supplier', async () => {
    const fetch = api(() => ({
      SaveGreenChecklistPage: page(
        { ...SCORE, score: 5, answered: 1 },
        { answer: 12, supplierName: 'Food bank' },
      ),
    }));
    signInWith({ canAccessGreenReporting: true });
    renderApp('/peach-pear-plum/catering');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catering' })).toBeTruthy();
    const card = screen.getByTestId('question-33');
    expect(within(card).getByText('0/5 pts')).toBeTruthy();
    expect(within(card).getByText(/Meals week 1/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('radio', { name: 'Yes' }));
    expect(within(card).getByText('5/5 pts')).toBeTruthy();
    await user.type(within(card).getByLabelText(/Supplier or vendor/), 'Food bank');
    await user.click(screen.getByRole('button', { name: 'Save the answers' }));
    await waitFor(() =>
      expect(screen.getByTestId('department-score').textContent).toContain('5 of 8 points'),
    );
    expect(graphqlCalls(fetch, 'SaveGreenChecklistPage').at(-1)!.variables).toMatchObject({
      page: 'catering',
      answers: [
        { questionFormId: 33, answer: 12, supplierName: 'Food bank', supplierId: 3, explanation: '' },
      ],
    });
  });

  it('shows the server’s refusal under the question it names', async () => {
    api(() => ({
      errors: [
        {
          message: 'A Yes to “Is leftover food donated…” needs a supplier or vendor name.',
          extensions: { code: 'BAD_USER_INPUT', field: 'answers.0.supplierName' },
        },
      ],
    }));
    signInWith({ canAccessGreenReporting: true });
    renderApp('/peach-pear-plum/catering');
    const card = await screen.findByTestId('question-33');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Save the answers' }));
    const input = await within(card).findByLabelText(/Supplier or vendor/);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(/needs a supplier or vendor name/).length).toBeGreaterThan(0);
  });

  it('picks a suggested ledger entry as evidence', async () => {
    const fetch = api();
    signInWith({ canAccessGreenReporting: true });
    renderApp('/peach-pear-plum/catering');
    const card = await screen.findByTestId('question-35');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Ledger entries' }));
    await user.click(await within(card).findByRole('checkbox', { name: /Food waste composted/ }));
    await user.click(within(card).getByRole('button', { name: 'Attach entries' }));
    await waitFor(() =>
      expect(graphqlCalls(fetch, 'AddGreenChecklistEntries').at(-1)!.variables).toEqual({
        questionFormId: 35,
        entryIds: [42],
      }),
    );
  });

  it('is read-only for a reporting reader, and an unknown department is not found', async () => {
    api();
    signInWith({ canViewReportingScreens: true });
    renderApp('/peach-pear-plum/catering');
    await screen.findByRole('heading', { level: 1, name: 'Catering' });
    expect(screen.queryByRole('button', { name: 'Save the answers' })).toBeNull();
    const router = renderApp('/peach-pear-plum/caterin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/404'));
  });
});
