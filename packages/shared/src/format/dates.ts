import { dayOrdinal } from './ordinal';

/** Date formats of 001 §5 (moment-style tokens). */
export const DATE_FORMATS = {
  long: 'dddd, MMMM Do YYYY',
  longFrench: 'dddd Do MMMM YYYY',
  short: 'DD/MM/YYYY',
  dashed: 'DD-MM-YYYY',
  dayMonth: 'DD-MM',
  dateTime: 'DD-MM-YYYY HH:mm:ss',
  time: 'HH:mm:ss',
} as const;

/** Locales that show the 12-hour clock (001 §5). */
export const TWELVE_HOUR_LOCALES = [
  'en-US',
  'en-CA',
  'es-MX',
  'en-AU',
  'ar-EG',
  'en-IN',
  'en-IE',
  'en-NZ',
  'en-PK',
  'ar-SA',
] as const;
const TWELVE_HOUR = new Set<string>(TWELVE_HOUR_LOCALES.map((tag) => tag.toLowerCase()));
export const is12HourLocale = (locale: string): boolean =>
  TWELVE_HOUR.has(locale.replace('_', '-').toLowerCase());

export interface DateFormatOptions {
  /** Language of day and month names and of the ordinal; default en-US. */
  locale?: string;
  /** IANA time zone the date is shown in; default UTC, as the spec shows dates (001 §5). */
  timeZone?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

const usableLocale = (locale: string): string => {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
};

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));
const TOKENS = /\[([^\]]*)\]|dddd|MMMM|Do|YYYY|DD|MM|HH|mm|ss/g;

/**
 * Formats with the tokens dddd, MMMM, Do, YYYY, DD, MM, HH, mm, ss ([text] stays literal).
 * An invalid date gives ''.
 */
export function formatDate(
  value: Date | string | number,
  pattern: string,
  options: DateFormatOptions = {},
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = usableLocale(options.locale ?? 'en-US');
  const timeZone = options.timeZone ?? 'UTC';
  const numeric = formatter('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    numeric.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  const name = (field: 'weekday' | 'month') => formatter(locale, { timeZone, [field]: 'long' }).format(date);
  const tokens: Record<string, () => string> = {
    dddd: () => name('weekday'),
    MMMM: () => name('month'),
    Do: () => dayOrdinal(Number(part('day')), locale),
    YYYY: () => part('year').padStart(4, '0'),
    DD: () => part('day'),
    MM: () => part('month'),
    HH: () => part('hour'),
    mm: () => part('minute'),
    ss: () => part('second'),
  };
  return pattern.replace(TOKENS, (token, literal: string | undefined) => literal ?? tokens[token]!());
}

/** The long display date; French locales use the French word order (001 §5). */
export function formatLongDate(value: Date | string | number, options: DateFormatOptions = {}): string {
  const isFrench = (options.locale ?? '').toLowerCase().startsWith('fr');
  return formatDate(value, isFrench ? DATE_FORMATS.longFrench : DATE_FORMATS.long, options);
}

/** The default short date DD/MM/YYYY, shown in UTC (001 §5). */
export const formatShortDate = (value: Date | string | number): string =>
  formatDate(value, DATE_FORMATS.short);
