import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../test/app-test-kit';

// Issue 12 item 23: every amount, quantity and date on screen goes through the shared formatter, driven by the
// project's regional setting (001 §9) and the reader's language. Testing Library's default text matcher
// reads the no-break spaces Intl puts in French numbers as plain spaces.

const po = {
  id: 1,
  poNumber: 41,
  poReference: 'LL-PO-0041',
  userId: 1,
  userFullName: 'Tess Tester',
  encoderId: 1,
  encoderFullName: 'Tess Tester',
  description: 'Grue',
  department: 2,
  departmentName: 'Camera',
  function: null,
  functionName: null,
  supplierId: null,
  supplierName: null,
  requestDate: '2026-10-12',
  deliveryDate: '2026-11-03',
  deliveryAddress: '',
  invoicedToProduction: false,
  notDetailed: false,
  information: '',
  currency: 0,
  validated: 2,
  amount: '28000.50',
  amountVat: '1540.03',
  amountTotal: '29540.53',
  expenseTotal: '0.00',
  consumed: false,
  isInContract: true,
  sentAt: '2026-10-12T09:00:00Z',
  laValidatedId: 3,
  laValidatedName: 'Ada Level',
  laValidatedWhen: '2026-10-12T14:05:00Z',
  lbValidatedId: null,
  lbValidatedName: null,
  lbValidatedWhen: null,
  comment: '',
  processed: false,
  itemCount: 1,
};
const line = {
  id: 10,
  poId: 1,
  name: 'Technocrane',
  description: '',
  quantity: '2.5',
  category: null,
  categoryName: null,
  categoryCostCenter: '',
  vatFlagItemId: 5,
  vatRate: '5.5',
  price: '11200.2000',
  priceVat: '11816.2110',
  priceTotal: '28000.50',
  vatTotal: '1540.03',
  priceVatTotal: '29540.53',
  remainingAmount: '28000.50',
  customFlagIds: [],
};
const trail = {
  nextLevel: 2,
  hasNoValidator: false,
  steps: [
    {
      level: 1,
      validators: ['Ada Level'],
      authorHoldsLevel: false,
      decidedByName: 'Ada Level',
      decidedAt: '2026-10-12T14:05:00Z',
    },
    { level: 2, validators: ['Bo Books'], authorHoldsLevel: false, decidedByName: null, decidedAt: null },
  ],
};

function api(regionalSetting: number) {
  return mockApi((q) => {
    if (q.includes('myProfile'))
      return {
        myProfile: {
          initials: 'TT',
          fullName: 'Tess Tester',
          currencySymbol: '€',
          currency: 0,
          regionalSetting,
          timeZone: 'Europe/Brussels',
        },
      };
    if (q.includes('GetPo(')) return { GetPo: { po, items: [line], invoices: [], approvalTrail: trail } };
    if (q.includes('GetUserDashboard'))
      return {
        GetUserDashboard: {
          myTotalExpenses: '28000.5',
          myTotalSalary: '1234567.89',
          myTotalPurchaseOrders: '0',
          currencySymbol: '€',
        },
      };
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

describe('amounts, quantities and dates in the project locale (issue 12 item 23)', () => {
  it.each([
    // [regional setting, language, lang, amount, total incl. VAT, unit price, quantity, VAT, day, validated at]
    [
      2,
      1,
      'fr',
      '28 000,50 €',
      '29 540,53 €',
      '11 200,20 €',
      '2,5',
      '5,5 %',
      '12/10/2026',
      '12/10/2026 16:05',
    ],
    [
      6,
      2,
      'de',
      '28.000,50 €',
      '29.540,53 €',
      '11.200,20 €',
      '2,5',
      '5,5 %',
      '12.10.2026',
      '12.10.2026, 16:05',
    ],
    [
      0,
      0,
      'en',
      '€28,000.50',
      '€29,540.53',
      '€11,200.20',
      '2.5',
      '5.5%',
      '10/12/2026',
      '10/12/2026, 04:05 PM',
    ],
  ])(
    'regional setting %i, language %i: the purchase order reads in the locale',
    async (regionalSetting, language, lang, amount, total, unitPrice, quantity, vat, day, decided) => {
      api(regionalSetting);
      signInWith({ UserID: 2, Language: language });
      renderApp('/validatePO/1', { language, lang });
      const table = (await screen.findByText('Technocrane', {}, { timeout: 10_000 })).closest('table')!;
      const cells = within(table);
      expect(cells.getByText(quantity)).toBeTruthy();
      expect(cells.getByText(unitPrice)).toBeTruthy();
      expect(cells.getByText(vat)).toBeTruthy();
      expect(cells.getAllByText(amount).length).toBeGreaterThan(0);
      expect(cells.getAllByText(total).length).toBeGreaterThan(0);
      expect(screen.getAllByText(day).length).toBeGreaterThan(0);
      expect(
        screen.getAllByText(new RegExp(decided.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).length,
      ).toBeGreaterThan(0);
      // Nothing is left in the old fixed format.
      expect(document.body.textContent).not.toMatch(/28000\.50|2026-10-12|11200\.20/);
    },
  );

  it.each([
    [2, 1, 'fr', ['28 000,50 €', '1 234 567,89 €', '0,00 €']],
    [6, 2, 'de', ['28.000,50 €', '1.234.567,89 €', '0,00 €']],
    // A French reader on a German production: the project's regional setting decides, not the language.
    [6, 1, 'fr', ['28.000,50 €', '1.234.567,89 €', '0,00 €']],
  ])(
    'regional setting %i, language %i: the dashboard totals read in the locale',
    async (regionalSetting, language, lang, figures) => {
      api(regionalSetting);
      signInWith({ UserID: 1, Language: language });
      renderApp('/my-dashboard', { language, lang });
      for (const figure of figures)
        expect(await screen.findByText(figure, {}, { timeout: 10_000 })).toBeTruthy();
    },
  );
});
