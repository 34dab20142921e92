const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** French writes octets (Ko, Mo, Go); the other app languages bytes. */
const UNITS: Record<string, readonly [string, string, string]> = { fr: ['Ko', 'Mo', 'Go'] };
const BYTE_UNITS = ['KB', 'MB', 'GB'] as const;

/**
 * A file size as a person reads it in their language: '10 MB', '2 GB', '1.5 MB' ('1,5 Mo' in French). One
 * decimal below 10 of a unit, none above; at least 1 KB.
 */
export function fileSizeText(bytes: number, languageTag = 'en'): string {
  const [kb, mb, gb] = UNITS[languageTag] ?? BYTE_UNITS;
  const [value, unit] = bytes >= GB ? [bytes / GB, gb] : bytes >= MB ? [bytes / MB, mb] : [bytes / KB, kb];
  const shown = Math.max(value, 1);
  const number = new Intl.NumberFormat(languageTag === 'pt-br' ? 'pt-BR' : languageTag, {
    maximumFractionDigits: shown < 10 ? 1 : 0,
  }).format(shown);
  return `${number} ${unit}`;
}
