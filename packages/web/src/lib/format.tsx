import { createFormatter, type Formatter } from '@setledger/shared/format/formatter';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * The one formatter of amounts, quantities and dates on screen (issue 12 item 23), the same as the server's
 * PDF, CSV and mails: the project's regional setting, currency and time zone with the reader's language.
 * The shell provides it from the signed-in profile; outside it (public pages) numbers read as en-US.
 */
const FormatContext = createContext<Formatter>(createFormatter());

export function FormatProvider({ value, children }: { value: Formatter; children: ReactNode }) {
  return <FormatContext.Provider value={value}>{children}</FormatContext.Provider>;
}

export function useFormat(): Formatter {
  return useContext(FormatContext);
}

/** An amount with 2 decimals and the project's currency, in the project's locale. */
export function useMoney(): (value: string | number | null | undefined) => string {
  return useFormat().money;
}

/**
 * A month key (YYYY-MM, as the dashboards group by) as the reader reads a month: 'Nov 2026', 'nov. 2026',
 * 'Nov. 2026'. Anything else is shown as given.
 */
export function formatMonth(key: string, language: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  if (!match) return key;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return key;
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(match[1]), month - 1, 1)),
  );
}

/** formatMonth in the reader's language. */
export function useMonthLabel(): (key: string) => string {
  const { language } = useFormat();
  return (key) => formatMonth(key, language);
}
