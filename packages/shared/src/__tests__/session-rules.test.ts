import { describe, expect, it } from 'vitest';
import { currencyAt, currencySymbol } from '../format/currency';
import { initialsOf } from '../format/initials';
import { browserLanguageToCode, languageCodeToTag } from '../i18n/languages';
import { firstIssue, passwordChangeSchema, profileSchema, signInSchema } from '../session/session.schemas';
import { compareVersions } from '../version';

describe('app languages (001 §1)', () => {
  it.each([
    [0, 'en'],
    [1, 'fr'],
    [2, 'de'],
    [3, 'it'],
    [4, 'nl'],
    [5, 'en'],
    [6, 'pt-br'],
    [7, 'sk'],
    [8, 'en'],
    [-1, 'en'],
  ])('code %i is %s', (code, tag) => expect(languageCodeToTag(code)).toBe(tag));

  it.each([
    ['fr-BE', 1],
    ['de', 2],
    ['pt-BR', 6],
    ['sk-SK', 7],
    ['es-ES', 0],
    ['', 0],
    [undefined, 0],
  ])('browser language %s gives code %i', (lang, code) => expect(browserLanguageToCode(lang)).toBe(code));
});

describe('currencies (001 §9)', () => {
  it.each([
    [0, 'EUR', '€'],
    [3, 'GBP', '£'],
    [8, 'CAD', 'CA$'],
    [9, 'EUR', '€'],
    [-1, 'EUR', '€'],
  ])('index %i is %s', (index, code, symbol) => {
    expect(currencyAt(index).code).toBe(code);
    expect(currencySymbol(index)).toBe(symbol);
  });
});

describe('initials (001 §5)', () => {
  it.each([
    ['Hugo Martin', 'HM'],
    ['  élodie   de la Tour ', 'ÉD'],
    ['Cher', 'C'],
    ['', ''],
  ])('%j gives %j', (name, initials) => expect(initialsOf(name)).toBe(initials));
});

describe('session schemas', () => {
  it('normalises the sign-in email', () => {
    expect(signInSchema.parse({ email: '  Crew1@Demo.Setledger.TEST ', password: 'x' }).email).toBe(
      'crew1@demo.setledger.test',
    );
  });

  it.each([
    [signInSchema, { email: 'nope', password: 'x' }, 'email', 'invalidEmail'],
    [signInSchema, { email: 'a@b.co', password: '' }, 'password', 'required'],
    [passwordChangeSchema, { OldPassword: 'old-password', NewPassword: 'short' }, 'NewPassword', 'tooShort'],
    [
      passwordChangeSchema,
      { OldPassword: 'same-password', NewPassword: 'same-password' },
      'NewPassword',
      'mustDiffer',
    ],
    [profileSchema, { name: 'Doe<script>', firstName: 'J', appLanguage: 0 }, 'name', 'invalidName'],
    [
      profileSchema,
      { name: 'Doe', firstName: 'J', phone: 'call me', appLanguage: 0 },
      'phone',
      'invalidPhone',
    ],
    [profileSchema, { name: 'Doe', firstName: 'J', appLanguage: 8 }, 'appLanguage', 'invalid'],
  ] as const)('reports field and key (%#)', (schema, input, field, key) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssue(result.error)).toEqual({ field, key });
  });

  it('accepts accented names, apostrophes and hyphens, and an empty phone as none', () => {
    const parsed = profileSchema.parse({
      name: "O'Brien-Núñez",
      firstName: 'Zoë',
      phone: '',
      appLanguage: 6,
    });
    expect(parsed).toEqual({ name: "O'Brien-Núñez", firstName: 'Zoë', phone: null, appLanguage: 6 });
  });
});

describe('compareVersions', () => {
  it.each([
    ['0.1.0', '0.1.0', 0],
    ['0.0.9', '0.1.0', -1],
    ['1.10.0', '1.9.3', 1],
    ['1.574.17', '1.574', 1],
  ])('%s vs %s', (a, b, sign) => expect(Math.sign(compareVersions(a, b))).toBe(sign));
});
