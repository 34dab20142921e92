import { carbonCategoryName } from '@setledger/shared/green/green.constants';
import { z } from 'zod';
import { allCarbonEntries, readsLedger } from '../../carbon';
import { defineSource } from '../export-source';

/**
 * 'green table' (issue 14): every carbon entry of the green table's filter (the carbon service parses it), one
 * row per entry with its factor's key, source and year.
 */
export const greenTableSource = defineSource({
  name: 'green table',
  filter: z.record(z.string(), z.unknown(), { error: 'invalid' }),
  mayRead: readsLedger,
  rows: allCarbonEntries,
  cells: {
    date: (r) => r.strDate,
    category: (r) => carbonCategoryName(r.carbonCategory) ?? String(r.carbonCategory),
    description: (r) => r.description,
    quantity: (r) => r.quantity,
    unit: (r) => r.unit,
    kgCoTwo: (r) => r.kgCo2e,
    status: (r) => r.status,
    estimate: (r) => r.isEstimate,
    source: (r) => r.sourceType,
    department: (r) => r.department,
    factor: (r) => r.factorKey,
    factorSource: (r) => r.factorSource,
    factorYear: (r) => r.factorYear,
  },
});
