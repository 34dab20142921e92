/** Text field rules of 001 §5 and 000 §3. */

/** Letters (accented too), digits, hyphen, space and apostrophe. */
export const NAME_PATTERN = /^[\p{L}\p{M}0-9' -]+$/u;
/** Optional leading plus, then digits and separators (space . - / ( )), with at least one digit. */
export const PHONE_PATTERN = /^\+?(?=[^\d]*\d)[0-9 ().\-/]+$/;
/** dd/mm/yyyy with a year starting with 2. */
export const DATE_TEXT_PATTERN = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/2\d{3}$/;
/** dd/mm/yyyy hh:mm. */
export const DATE_TIME_TEXT_PATTERN =
  /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/2\d{3} ([01]\d|2[0-3]):[0-5]\d$/;
/** A standard address: local part, '@', and a domain with at least one dot. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** The Belgian national registry number 00.00.00-000-00 (a supplier field, 000 §3). */
export const NATIONAL_REGISTRY_PATTERN = /^\d{2}\.\d{2}\.\d{2}-\d{3}-\d{2}$/;
export const COUNTRY_CODE_PATTERN = /^[a-z]{2,}$/;

export const isValidName = (value: string): boolean => NAME_PATTERN.test(value);
export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value);
export const isDateText = (value: string): boolean => DATE_TEXT_PATTERN.test(value);
export const isDateTimeText = (value: string): boolean => DATE_TIME_TEXT_PATTERN.test(value);
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
export const isNationalRegistryNumber = (value: string): boolean => NATIONAL_REGISTRY_PATTERN.test(value);
export const isCountryCode = (value: string): boolean => COUNTRY_CODE_PATTERN.test(value);

/** A real calendar date written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

/** C0 controls other than tab, line feed and carriage return: nothing a person types, and PostgreSQL refuses NUL. */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 && !ALLOWED_CONTROLS.has(code)) return true;
  }
  return false;
}
