import Decimal from 'decimal.js';
import { languageCodeToTag } from '../i18n/languages';
import { localeAt } from '../projects/projects.constants';
import { currencyAt } from './currency';
import { formatLongDate, is12HourLocale } from './dates';
import { round2, toDecimalOrNull } from './decimal';
import { convertMass, convertVolume } from './units';

/** What decides how a number or a date reads: the project's settings and the reader's language. */
export interface FormatterSettings {
  /** The project's regionalSetting, a locale index of 001 §9 (0 en-US ... 6 de-DE; out of range gives 0). */
  regionalSetting?: number;
  /** The reader's app language code (001 §1): the names of days and months. */
  language?: number;
  /** The project's currency index (001 §9). */
  currency?: number;
  /** IANA zone in which moments are shown; default UTC, as 001 §5 shows dates. */
  timeZone?: string;
}

type Value = unknown;

/**
 * The one formatter of amounts, quantities and dates (issue 12 item 23), used by the web app and by every
 * server output (PDF, CSV, mails). Numbers and numeric dates follow the project's regional setting, the way
 * an operating system's "regional format" does; words (day and month names) follow the reader's language.
 */
export interface Formatter {
  /** The Intl locale of the regional setting ('en-UK' of the spec is Intl's 'en-GB'). */
  readonly locale: string;
  /** The reader's app language tag ('fr', 'pt-br' ...). */
  readonly language: string;
  readonly timeZone: string;
  /** The decimal mark of the locale's plain numbers (',' in French and German). */
  readonly decimalMark: string;
  /** An amount with 2 decimals and the project's currency; a non-number is 0. */
  money(value: Value): string;
  /** An amount with 2 decimals, grouped, without currency; '' for a non-number. */
  amount(value: Value): string;
  /** A unit price with the currency: 2 decimals, or as many as it was typed with (up to 6). */
  unitPrice(value: Value): string;
  /** A quantity with its own decimals (up to 6), or exactly `decimals`, grouped; '' for a non-number. */
  number(value: Value, decimals?: number): string;
  /** A factor (0.055) as a percentage (5.5 %). */
  percent(value: Value): string;
  /** Kg, switching to T above 1000 (001 §9), 2 decimals. */
  mass(kg: Value): string;
  /** l, switching to m3 above 1000 (001 §9), 2 decimals. */
  volume(litres: Value): string;
  energy(kwh: Value): string;
  /** For files read by spreadsheets: the locale's decimal mark, no grouping, `decimals` fixed when given. */
  plain(value: Value, decimals?: number): string;
  /** A day (YYYY-MM-DD as is; a moment in the time zone) as the locale's short numeric date. */
  date(value: Value): string;
  /** A moment as the locale's short date with hours and minutes. */
  dateTime(value: Value): string;
  /** 001 §5 long display date, in the reader's language. */
  longDate(value: Value): string;
  /** A date with the month's name, in the reader's language ('3 décembre 2026'), for messages. */
  spelledDate(value: Value): string;
  /** The same with the time in the project's zone, for a moment (a link's expiry). */
  spelledDateTime(value: Value): string;
  /** For files read by spreadsheets: the short date and a 24-hour HH:mm:ss, without a comma. */
  plainDateTime(value: Value): string;
}

const MAX_DECIMALS = 6;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A zone Intl knows, else UTC (a project's free-text time zone never breaks an output). */
function usableZone(zone: string | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** The Intl tag of a regional-setting index. */
export function regionalLocale(regionalSetting: number | undefined): string {
  const tag = localeAt(regionalSetting ?? 0);
  return tag === 'en-UK' ? 'en-GB' : tag;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  const found = cache.get(key) as T | undefined;
  if (found) return found;
  const made = make();
  cache.set(key, made);
  return made;
}
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** Intl formats the decimal's exact text, so no digit of a large amount is lost to a binary float. */
const exact = (decimal: Decimal) => decimal.toFixed() as `${number}`;

/** A calendar day stays that day whatever the zone; anything else is a moment. */
function toMoment(value: Value, timeZone: string): { date: Date; timeZone: string } | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, timeZone };
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const isDay = typeof value === 'string' && DAY.test(value);
  const date = new Date(isDay ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return { date, timeZone: isDay ? 'UTC' : timeZone };
}

export function createFormatter(settings: FormatterSettings = {}): Formatter {
  const locale = regionalLocale(settings.regionalSetting);
  const language = languageCodeToTag(settings.language ?? 0);
  const timeZone = usableZone(settings.timeZone);
  const currency = currencyAt(settings.currency ?? 0).code;
  const decimalMark =
    numberFormat(locale, {})
      .formatToParts(1.5)
      .find((p) => p.type === 'decimal')?.value ?? '.';

  const decimals = (d: Decimal) => Math.min(Math.max(d.decimalPlaces(), 0), MAX_DECIMALS);
  const grouped = (value: Value, min: number, max?: number) => {
    const d = toDecimalOrNull(value);
    if (!d) return '';
    return numberFormat(locale, {
      minimumFractionDigits: min,
      maximumFractionDigits: max ?? Math.max(min, decimals(d)),
    }).format(exact(d));
  };
  const withCurrency = (d: Decimal, min: number, max: number) =>
    numberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    }).format(exact(d));
  const unit = (value: string, name: string) => `${grouped(value, 2, 2)} ${name}`;
  const day = (value: Value, time: boolean) => {
    const moment = toMoment(value, timeZone);
    if (!moment) return '';
    return dateFormat(locale, {
      timeZone: moment.timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(time ? { hour: '2-digit', minute: '2-digit', hour12: is12HourLocale(locale) } : {}),
    }).format(moment.date);
  };

  // The reader's language as an Intl tag ('pt-br' -> 'pt-BR'); its own conventions, not the project's.
  const readerLocale = language.replace(/-(\w+)$/, (_, region: string) => `-${region.toUpperCase()}`);
  const spelled = (value: Value, time: boolean) => {
    const moment = toMoment(value, timeZone);
    if (!moment) return '';
    return dateFormat(readerLocale, {
      timeZone: moment.timeZone,
      dateStyle: 'long',
      ...(time ? { timeStyle: 'short' } : {}),
    }).format(moment.date);
  };

  return {
    locale,
    language,
    timeZone,
    decimalMark,
    money: (value) => {
      const d = toDecimalOrNull(value);
      return withCurrency(round2(d ?? new Decimal(0)), 2, 2);
    },
    amount: (value) => {
      const d = toDecimalOrNull(value);
      return d ? grouped(round2(d).toFixed(2), 2, 2) : '';
    },
    unitPrice: (value) => {
      const d = toDecimalOrNull(value) ?? new Decimal(0);
      const places = Math.max(2, decimals(d));
      return withCurrency(d.toDecimalPlaces(places), 2, places);
    },
    number: (value, fixed) => {
      if (fixed === undefined) return grouped(value, 0);
      const d = toDecimalOrNull(value);
      return d ? grouped(d.toFixed(fixed), fixed, fixed) : '';
    },
    percent: (value) => {
      const d = toDecimalOrNull(value);
      if (!d) return '';
      const places = Math.min(Math.max(decimals(d) - 2, 0), 4);
      return numberFormat(locale, { style: 'percent', maximumFractionDigits: places }).format(exact(d));
    },
    mass: (kg) => {
      const q = convertMass(kg);
      return unit(q.value, q.unit);
    },
    volume: (litres) => {
      const q = convertVolume(litres);
      return unit(q.value, q.unit);
    },
    energy: (kwh) => unit(round2(toDecimalOrNull(kwh) ?? new Decimal(0)).toFixed(2), 'Kwh'),
    plain: (value, fixed) => {
      const d = toDecimalOrNull(value);
      if (!d) return '';
      const text = fixed === undefined ? d.toFixed() : d.toFixed(fixed);
      return text.replace('.', decimalMark);
    },
    date: (value) => day(value, false),
    dateTime: (value) => day(value, true),
    plainDateTime: (value) => {
      const moment = toMoment(value, timeZone);
      if (!moment) return '';
      const time = dateFormat('en-GB', {
        timeZone: moment.timeZone,
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).format(moment.date);
      return `${day(value, false)} ${time}`;
    },
    spelledDate: (value) => spelled(value, false),
    spelledDateTime: (value) => spelled(value, true),
    longDate: (value) => {
      const moment = toMoment(value, timeZone);
      return moment ? formatLongDate(moment.date, { locale: language, timeZone: moment.timeZone }) : '';
    },
  };
}
