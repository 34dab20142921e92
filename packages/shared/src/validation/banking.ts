/** Bank and tax identifiers of suppliers and legal entities: IBAN (mod 97), BIC, VAT number. */

/** Upper case without spaces, dots or hyphens: how identifiers are compared and checked. */
export const compactIdentifier = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

/** IBAN: country code, 2 check digits, up to 30 letters or digits, and the ISO 13616 mod-97 check equal to 1. */
export function isIban(value: string): boolean {
  const iban = compactIdentifier(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** BIC (ISO 9362): 4 letters bank, 2 letters country, 2 letters or digits location, optional 3 for a branch. */
export const isBic = (value: string): boolean =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compactIdentifier(value));

/** VAT number: a two-letter country prefix followed by 2 to 13 letters or digits (BE0712345678, FR45123456789). */
export const isVatNumber = (value: string): boolean =>
  /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(compactIdentifier(value));
