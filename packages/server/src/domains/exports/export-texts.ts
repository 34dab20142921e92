import { createFormatter, type Formatter } from '@setledger/shared/format/formatter';
import { languageCodeToTag } from '@setledger/shared/i18n/languages';
import type { Actor } from '../../core/actor';
import { MENU_FILES, serverText } from '../../core/texts';

/** Texts of form 'exports' used by the server (headers are 1–32). */
export const EXPORT_TEXT = {
  total: 40,
  page: 41,
  yes: 42,
  no: 43,
  kindExpenses: 44,
  kindInvoices: 45,
} as const;

/** Menu 1008: the validated status of an expense, sheet or PO (000 §4). */
const STATUS_MENU = '1008';

export interface ExportTexts {
  lang: string;
  t(n: number, params?: Record<string, string>): string;
  status(code: number): string;
  yesNo(value: boolean): string;
  /** Numbers and dates in the project's locale (issue 12 item 23). */
  format: Formatter;
}

/**
 * The caller's language for headers and labels (7 app languages, English when missing); numbers and dates
 * with the project's formatter (an en-US one with the caller's language when none is given).
 */
export function exportTexts(
  actor: Actor,
  format: Formatter = createFormatter({ language: actor.language }),
): ExportTexts {
  const lang = languageCodeToTag(actor.language);
  const t = (n: number, params?: Record<string, string>) => serverText('exports', n, lang, params);
  const menu = MENU_FILES.get(STATUS_MENU);
  return {
    lang,
    t,
    format,
    status: (code) => {
      const item = menu?.[String(code)];
      return item?.[lang] ?? item?.en ?? String(code);
    },
    yesNo: (value) => t(value ? EXPORT_TEXT.yes : EXPORT_TEXT.no),
  };
}
