import { describe, expect, it } from 'vitest';
import * as shared from '../index';

/** Values the spec states literally, read through the package entry so a missing re-export fails too. */
describe('spec constants through index.ts', () => {
  it.each([
    ['TOAST_SUCCESS_MS', 3000],
    ['TOAST_DEFAULT_MS', 4000],
    ['CARD_LIST_FILL_MS', 250],
    ['ROW_BLINK_MS', 1500],
    ['STATUS_LOOKUP_DELAY_MS', 150],
    ['COOKIE_MAX_AGE_SECONDS', 31_536_000],
    ['CHROME_SUGGESTION_COOKIE_DAYS', 2],
    ['LAZY_CHUNK_TIMEOUT_MS', 120_000],
    ['TEXT_TRUNCATION_LENGTH', 100],
    ['SELECT_LABEL_CUT', 15],
    ['RANDOM_ID_SUFFIX_LENGTH', 10],
    ['DECIMALS', 2],
    ['RESPONSIVE_WIDTH', 768],
    ['FRONT_END_REFERENCE_VERSION', '1.574.17'],
    ['DEFAULT_ACCOUNT_CODE', '703000'],
    ['FILTER_NONE', -2],
    ['GET_NOT_SUBMITTED', -1],
    ['DEFAULT_PAGE_SIZE', 20],
    ['DEFAULT_OFFSET', 0],
    ['FILTER_RECORD_LIMIT', 100],
    ['EXPORT_FORMATS', ['xls', 'pdf', 'txt', 'csv', 'custom']],
    ['PLATFORMS', ['web', 'ios', 'android']],
    ['BUDGET_KINDS', [0, 1, 2, 3, 4, 5, 6]],
    ['GREEN_REPORTING_MODES', { carbonClap: 3, peachPearPlum: 4 }],
    ['PO_LIST_MODES', { allMine: 1, unsentOrRefused: -1, sent: -2, sentNotConsumed: -3 }],
    ['PROCESS_STATUS_TYPES', { receipt: 1, invoice: 2 }],
    ['EXPENSE_KINDS', { ticket: 0, invoice: 1, travel: 2 }],
    ['REPORT_TYPES', { expense: 0, po: 1, carbon: 2 }],
    ['MERGE_ACTIONS', { none: 0, merge: 1, split: 2 }],
    ['ITEM_OPERATIONS', { clear: 0, subtract: 1, ignore: 2, void: 3 }],
    ['ADDITIONAL_DOCUMENT_TYPES', { invoice: 0, po: 1, quote: 2, other: 3 }],
    ['DELIVERY_STATUS', { notSent: 0, notApplicable: 1, processing: 2, confirmed: 3, failed: 4 }],
    ['PROJECT_TYPES', { film: 0, smallBusiness: 1, agency: 2, filmSingleUserFree: 3, filmSingleUser: 4 }],
  ])('%s is %j', (name, value) => {
    expect((shared as Record<string, unknown>)[name]).toEqual(value);
  });

  it('keeps the analytics periods with counts 24, 24, 100, 13, 2 and value 60', () => {
    expect(shared.ANALYTICS_PERIODS.map((p) => [p.code, p.name, p.count, p.value])).toEqual([
      [0, 'hourly', 24, 60],
      [1, 'daily', 24, 60],
      [2, 'weekly', 100, 60],
      [3, 'monthly', 13, 60],
      [4, 'yearly', 2, 60],
    ]);
    expect(shared.analyticsPeriod(3)?.name).toBe('monthly');
    expect(shared.analyticsPeriod(5)).toBeUndefined();
  });

  it.each([
    [0, 'en-US'],
    [1, 'en-UK'],
    [2, 'fr-FR'],
    [5, 'fr-CH'],
    [6, 'de-DE'],
    [7, 'en-US'], // out of range gives 0
    [-1, 'en-US'],
  ])('locale %i is %s', (index, locale) => expect(shared.localeAt(index)).toBe(locale));

  it('names the twelve header counts of 001 §3.5', () => {
    expect(shared.HEADER_COUNTS).toHaveLength(12);
    expect(new Set(shared.HEADER_COUNTS).size).toBe(12);
    expect(shared.HEADER_COUNTS[0]).toBe('numDocToRead');
    expect(shared.HEADER_COUNTS[11]).toBe('numInvoiceToValidate');
  });

  it('orders document statuses from not published 0 to refused 7', () => {
    expect(Object.values(shared.DOCUMENT_STATUS)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it.each([
    ['0.1.0', '0.1.0', 0],
    ['0.0.9', '0.1.0', -1],
    ['1.10.0', '1.9.3', 1],
    ['1.574.17', '1.574', 1],
  ])('compareVersions(%s, %s) has sign %i', (a, b, sign) => {
    expect(Math.sign(shared.compareVersions(a, b))).toBe(sign);
  });
});
