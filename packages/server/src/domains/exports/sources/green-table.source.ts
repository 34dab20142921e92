import {
  type CarbonEntryStatus,
  type CarbonSourceType,
  carbonCategoryName,
} from '@setledger/shared/green/green.constants';
import { z } from 'zod';
import { serverText } from '../../../core/texts';
import { allCarbonEntries, readsLedger } from '../../carbon';
import { defineSource } from '../export-source';
import type { ExportTexts } from '../export-texts';

/** The green table's own words (form 'green-table', the screen's texts), so the file reads as the screen does. */
const STATUS_TEXT: Record<CarbonEntryStatus, number> = { pending: 2, actual: 3, excluded: 4 };
const SOURCE_TEXT: Record<CarbonSourceType, number> = {
  manual: 6,
  expenseItem: 7,
  poLine: 8,
  invoiceLine: 9,
  location: 10,
  accommodation: 11,
  accommodationShare: 11,
  transport: 12,
  specialEquipment: 480,
  locationElectricity: 560,
  locationGas: 561,
  locationWater: 562,
  locationGenerator: 563,
  // A crew member's commute on a validated timesheet day (issue 18): counted as transport.
  timesheetCommute: 12,
};
const CATEGORY_TEXT: Record<string, number> = {
  location: 13,
  accommodation: 14,
  generatorEnergy: 15,
  transportation: 16,
  waste: 17,
  meal: 18,
};
/** 'Other category {n}' for the categories the spec does not name (001 §9). */
const OTHER_CATEGORY_TEXT = 19;

const word = (texts: ExportTexts, n: number, params?: Record<string, string>) =>
  serverText('green-table', n, texts.lang, params);

function categoryWord(texts: ExportTexts, code: number): string {
  const known = CATEGORY_TEXT[carbonCategoryName(code) ?? ''];
  return known ? word(texts, known) : word(texts, OTHER_CATEGORY_TEXT, { n: String(code) });
}

/**
 * 'green table' (issue 14): every carbon entry of the green table's filter (the carbon service parses it), one
 * row per entry with its factor's key, source and year; category, status, estimate and source in the caller's
 * words, as the screen shows them.
 */
export const greenTableSource = defineSource({
  name: 'green table',
  filter: z.record(z.string(), z.unknown(), { error: 'invalid' }),
  mayRead: readsLedger,
  rows: allCarbonEntries,
  cells: {
    date: (r) => r.strDate,
    category: (r, texts) => categoryWord(texts, r.carbonCategory),
    description: (r) => r.description,
    quantity: (r) => r.quantity,
    unit: (r) => r.unit,
    kgCoTwo: (r) => r.kgCo2e,
    status: (r, texts) => (r.status in STATUS_TEXT ? word(texts, STATUS_TEXT[r.status]) : r.status),
    estimate: (r, texts) => texts.yesNo(r.isEstimate),
    source: (r, texts) =>
      r.sourceType in SOURCE_TEXT ? word(texts, SOURCE_TEXT[r.sourceType]) : r.sourceType,
    department: (r) => r.department,
    factor: (r) => r.factorKey,
    factorSource: (r) => r.factorSource,
    factorYear: (r) => r.factorYear,
  },
});
