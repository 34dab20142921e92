import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  firstIssue,
  passwordChangeSchema,
  profileSchema,
  signInSchema,
  VALIDATION_KEYS,
} from '../session.schemas';

const profile = { name: 'Doe', firstName: 'Jane', appLanguage: 0 };

function issueOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure for ${JSON.stringify(input)}`);
  return firstIssue(result.error);
}

describe('signInSchema', () => {
  it('trims and lower-cases the email', () => {
    expect(signInSchema.parse({ email: '  Crew1@Demo.Setledger.TEST ', password: 'x' }).email).toBe(
      'crew1@demo.setledger.test',
    );
  });

  it.each([
    [{ email: 'nope', password: 'x' }, 'email', 'invalidEmail'],
    [{ email: '   ', password: 'x' }, 'email', 'required'],
    [{ password: 'x' }, 'email', 'required'],
    [{ email: 42, password: 'x' }, 'email', 'invalid'],
    [{ email: 'a@b.co', password: '' }, 'password', 'required'],
    [{ email: 'a@b.co', password: 'p'.repeat(201) }, 'password', 'tooLong'],
    [null, 'input', 'invalid'],
  ])('%j fails on %s with %s', (input, field, key) => {
    expect(issueOf(signInSchema, input)).toEqual({ field, key });
  });

  it('accepts a 200-character password', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'p'.repeat(200) }).success).toBe(true);
  });
});

describe('passwordChangeSchema', () => {
  it.each([
    [{ OldPassword: '', NewPassword: 'long-enough' }, 'OldPassword', 'required'],
    [{ OldPassword: 'old-password', NewPassword: 'short12' }, 'NewPassword', 'tooShort'],
    [{ OldPassword: 'old-password', NewPassword: 'n'.repeat(201) }, 'NewPassword', 'tooLong'],
    [{ OldPassword: 'same-password', NewPassword: 'same-password' }, 'NewPassword', 'mustDiffer'],
  ])('%j fails on %s with %s', (input, field, key) => {
    expect(issueOf(passwordChangeSchema, input)).toEqual({ field, key });
  });

  it('accepts a different new password of 8 characters', () => {
    expect(passwordChangeSchema.safeParse({ OldPassword: 'old', NewPassword: '12345678' }).success).toBe(
      true,
    );
  });
});

describe('profileSchema', () => {
  it.each([
    [{ ...profile, name: '' }, 'name', 'required'],
    [{ ...profile, name: '   ' }, 'name', 'required'],
    [{ ...profile, firstName: undefined }, 'firstName', 'required'],
    [{ ...profile, name: 'x'.repeat(101) }, 'name', 'tooLong'],
    [{ ...profile, name: 'Doe<script>' }, 'name', 'invalidName'],
    [{ ...profile, firstName: 'Jane_1' }, 'firstName', 'invalidName'],
    [{ ...profile, phone: 'call me' }, 'phone', 'invalidPhone'],
    [{ ...profile, phone: 32470 }, 'phone', 'invalid'],
    [{ ...profile, appLanguage: 8 }, 'appLanguage', 'invalid'],
    [{ ...profile, appLanguage: -1 }, 'appLanguage', 'invalid'],
    [{ ...profile, appLanguage: 1.5 }, 'appLanguage', 'invalid'],
    [{ ...profile, appLanguage: '2' }, 'appLanguage', 'invalid'],
    [{ name: 'Doe', firstName: 'Jane' }, 'appLanguage', 'required'],
  ])('%j fails on %s with %s', (input, field, key) => {
    expect(issueOf(profileSchema, input)).toEqual({ field, key });
  });

  it('accepts accented names, apostrophes, hyphens and a 100-character name', () => {
    const parsed = profileSchema.parse({
      name: "O'Brien-Núñez",
      firstName: 'Zoë',
      phone: '+32 470',
      appLanguage: 7,
    });
    expect(parsed).toEqual({ name: "O'Brien-Núñez", firstName: 'Zoë', phone: '+32 470', appLanguage: 7 });
    expect(profileSchema.safeParse({ ...profile, name: 'x'.repeat(100) }).success).toBe(true);
  });

  it.each([[''], ['   '], [null], [undefined]])('stores phone %j as null', (phone) => {
    expect(profileSchema.parse({ ...profile, phone }).phone).toBeNull();
  });
});

describe('firstIssue', () => {
  it('answers only known keys', () => {
    const schemas = [signInSchema, passwordChangeSchema, profileSchema];
    const inputs = [undefined, 1, [], {}, { email: [], password: {}, name: 3, appLanguage: null }];
    for (const schema of schemas)
      for (const input of inputs) expect(VALIDATION_KEYS).toContain(issueOf(schema, input).key);
  });
});
