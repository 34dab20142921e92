/** App language codes of 001 §1 / 000 §1: 0 en, 1 fr, 2 de, 3 it, 4 nl, 5 en (a second English), 6 pt-br, 7 sk. */
export const APP_LANGUAGE_TAGS = ['en', 'fr', 'de', 'it', 'nl', 'pt-br', 'sk'] as const;
export type AppLanguageTag = (typeof APP_LANGUAGE_TAGS)[number];

const TAG_BY_CODE: readonly AppLanguageTag[] = ['en', 'fr', 'de', 'it', 'nl', 'en', 'pt-br', 'sk'];

/** The languages a user can pick, by code (code 5 is the second English and is not offered twice). */
export const APP_LANGUAGES: readonly { code: number; tag: AppLanguageTag; label: string }[] = [
  { code: 0, tag: 'en', label: 'English' },
  { code: 1, tag: 'fr', label: 'Français' },
  { code: 2, tag: 'de', label: 'Deutsch' },
  { code: 3, tag: 'it', label: 'Italiano' },
  { code: 4, tag: 'nl', label: 'Nederlands' },
  { code: 6, tag: 'pt-br', label: 'Português (Brasil)' },
  { code: 7, tag: 'sk', label: 'Slovenčina' },
];

export const MAX_LANGUAGE_CODE = 7;

/** Tag of a code; out of range gives English. */
export function languageCodeToTag(code: number): AppLanguageTag {
  return TAG_BY_CODE[code] ?? 'en';
}

/** Before login the language comes from the browser language's prefix, default 0 (001 §1). */
export function browserLanguageToCode(navigatorLanguage: string | undefined | null): number {
  const lower = (navigatorLanguage ?? '').trim().toLowerCase();
  if (lower.startsWith('pt')) return 6;
  const index = TAG_BY_CODE.indexOf(lower.slice(0, 2) as AppLanguageTag);
  return Math.max(index, 0);
}
