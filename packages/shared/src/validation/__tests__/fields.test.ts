import { describe, expect, it } from 'vitest';
import {
  isCountryCode,
  isDateText,
  isDateTimeText,
  isEmail,
  isNationalRegistryNumber,
  isPhone,
  isValidName,
} from '../fields';

describe('field rules (001 §5)', () => {
  it.each([
    ['Élodie', true],
    ["O'Brien-Núñez Jr 2", true],
    ['Łukasz Żółć', true],
    ['Robert<script>', false],
    ['a_b', false],
    ['a.b', false],
    ['', false],
  ])('name %j is %s', (value, ok) => expect(isValidName(value)).toBe(ok));

  it.each([
    ['01/12/2026', true],
    ['31/01/2099', true],
    ['32/01/2026', false],
    ['00/01/2026', false],
    ['01/13/2026', false],
    ['01/12/1999', false], // the year starts with 2
    ['1/12/2026', false],
    ['01-12-2026', false],
  ])('date %j is %s', (value, ok) => expect(isDateText(value)).toBe(ok));

  it.each([
    ['01/12/2026 08:30', true],
    ['01/12/2026 23:59', true],
    ['01/12/2026 24:00', false],
    ['01/12/2026 08:60', false],
    ['01/12/2026', false],
  ])('date-time %j is %s', (value, ok) => expect(isDateTimeText(value)).toBe(ok));

  it.each([
    ['crew1@demo.setledger.test', true],
    ['first.last+tag@example.co.uk', true],
    ['no-at-sign', false],
    ['a@b', false],
    ['a @b.com', false],
    ['a@-b.com', false],
    ['', false],
  ])('email %j is %s', (value, ok) => expect(isEmail(value)).toBe(ok));

  it.each([
    ['+32 470 12 34 56', true],
    ['(02) 555-01.10', true],
    ['0032/470/123456', true],
    ['0470123456', true],
    ['+', false],
    ['-- --', false],
    ['call me', false],
    ['++32', false],
    ['32+470', false],
  ])('phone %j is %s', (value, ok) => expect(isPhone(value)).toBe(ok));

  it.each([
    ['85.07.30-033-28', true],
    ['850730-033-28', false],
    ['85.07.30-03-28', false],
    ['aa.07.30-033-28', false],
  ])('national registry number %j is %s', (value, ok) => expect(isNationalRegistryNumber(value)).toBe(ok));

  it.each([
    ['be', true],
    ['fra', true],
    ['BE', false],
    ['b', false],
    ['b1', false],
  ])('country code %j is %s', (value, ok) => expect(isCountryCode(value)).toBe(ok));
});
