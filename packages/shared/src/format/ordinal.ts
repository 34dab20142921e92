/**
 * The 'Do' token (day of month with its ordinal), as the reference front end wrote it per language:
 * English 1st 2nd 3rd 4th 11th 12th 13th 21st, French 1er then plain numbers, German and Slovak '1.',
 * Italian and Portuguese '1º', Dutch '1ste'/'2de'. Any other language uses the English form.
 */
export function dayOrdinal(day: number, locale: string): string {
  const language = locale.toLowerCase().split(/[-_]/)[0];
  switch (language) {
    case 'fr':
      return day === 1 ? '1er' : String(day);
    case 'de':
    case 'sk':
      return `${day}.`;
    case 'it':
    case 'pt':
      return `${day}º`;
    case 'nl':
      return `${day}${day === 1 || day === 8 || day >= 20 ? 'ste' : 'de'}`;
    default:
      return englishOrdinal(day);
  }
}

function englishOrdinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}
