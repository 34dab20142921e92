import {
  GREEN_REPORT_CHAPTER_TEXT,
  GREEN_REPORT_LINE_TEXT,
  GREEN_REPORT_UNIT_TEXT,
  quantityTextOf,
} from '@setledger/shared/green/green-reports.texts';
import { useForm } from '../../../lib/i18n';

export type ReportTexts = (n: number, en: string) => string;

/** Every text of the green report screens (form 'green-reports'). */
export const useReportTexts = (): ReportTexts => useForm('green-reports');

/** Names of chapters, lines, quantities and units: their numbered text, else the key itself. */
export function useReportNames() {
  const t = useReportTexts();
  const named = (table: Readonly<Record<string, number>>, key: string) =>
    table[key] === undefined ? key : t(table[key]!, key);
  return {
    chapter: (key: string) => named(GREEN_REPORT_CHAPTER_TEXT, key),
    line: (key: string) => named(GREEN_REPORT_LINE_TEXT, key),
    unit: (key: string) => named(GREEN_REPORT_UNIT_TEXT, key),
    quantity: (key: string) => {
      const n = quantityTextOf(key);
      return n === undefined ? key : t(n, key);
    },
  };
}
