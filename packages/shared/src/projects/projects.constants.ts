/** Project types of 001 §1. */
export const PROJECT_TYPES = {
  film: 0,
  smallBusiness: 1,
  agency: 2,
  filmSingleUserFree: 3,
  filmSingleUser: 4,
} as const;
export type ProjectType = (typeof PROJECT_TYPES)[keyof typeof PROJECT_TYPES];

/** Locales by index (001 §9). 'en-UK' is kept as the spec writes it; Intl treats it as English. */
export const LOCALES = ['en-US', 'en-UK', 'fr-FR', 'fr-BE', 'fr-CA', 'fr-CH', 'de-DE'] as const;
export type LocaleTag = (typeof LOCALES)[number];

/** An index out of range gives index 0 (001 §9). */
export const localeAt = (index: number): LocaleTag => LOCALES[index] ?? LOCALES[0];
