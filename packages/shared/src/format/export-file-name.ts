import { formatDate } from './dates';

export const EXPORT_TIMESTAMP_FORMAT = 'YYYYMMDDHHmmss';

/**
 * `<name>_YYYYMMDDHHmmss.<ext>` with the time in UTC, or `<custom>.<ext>` when a custom name is given
 * (001 §5). `at` is the export time; callers pass it so the name is reproducible.
 */
export function exportFileName(
  name: string,
  extension: string,
  options: { at: Date | string | number; customName?: string | null },
): string {
  const custom = options.customName?.trim();
  if (custom) return `${custom}.${extension}`;
  return `${name}_${formatDate(options.at, EXPORT_TIMESTAMP_FORMAT)}.${extension}`;
}
