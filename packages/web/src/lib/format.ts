/** A date (YYYY-MM-DD) in the reader's locale, without a time-zone shift. */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString(undefined, { timeZone: 'UTC' });
}
