import { languageCodeToTag } from '@setledger/shared/i18n/languages';
import { useI18n } from '../../../lib/i18n';

/** The BCP 47 locale of an app language tag ('pt-br' -> 'pt-BR'). */
const localeOf = (tag: string) => tag.replace(/-(\w+)$/, (_, region: string) => `-${region.toUpperCase()}`);

/** A moment (ISO 8601 date-time) as a date and time in the reader's language and time zone; '' when invalid. */
export function useDateTimeText(): (iso: string) => string {
  const format = new Intl.DateTimeFormat(localeOf(languageCodeToTag(useI18n().language)), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
}
