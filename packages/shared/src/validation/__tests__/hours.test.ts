import { describe, expect, it } from 'vitest';
import { hoursToMinutes, maskHours } from '../hours';

describe('hoursToMinutes (001 §5)', () => {
  it.each([
    ['--:--', 0],
    ['00:00', 0],
    ['08:30', 510],
    ['8:30', 510],
    ['23:59', 1439],
    [' 01:05 ', 65],
    ['', 0],
    ['12:60', 0],
    ['abc', 0],
  ])('%j is %i minutes', (text, minutes) => expect(hoursToMinutes(text)).toBe(minutes));
});

describe('maskHours (001 §5)', () => {
  it.each([
    ['', '00:00'], // empty becomes 00:00
    ['   ', '00:00'],
    ['--:--', '00:00'],
    ['0', '0'],
    ['08', '08'],
    ['083', '08:3'],
    ['0830', '08:30'],
    ['08:30', '08:30'],
    ['1945', '19:45'],
    ['2359', '23:59'],
    ['3', '00:00'], // first hour digit at most 2: the 3 is refused
    ['31', '1'],
    ['24', '2'], // second digit at most 3 after a 2
    ['29', '2'],
    ['2530', '23:0'], // the refused 5 is dropped and the next digit takes its place
    ['19', '19'], // at most 9 after a 0 or 1
    ['0860', '08:0'], // minute tens at most 5
    ['0859', '08:59'],
    ['12:345', '12:34'], // longer values are cut to 5
    ['08:30:00', '08:30'],
    ['ab12cd30', '12:30'], // digits only
  ])('masks %j as %j', (input, masked) => expect(maskHours(input)).toBe(masked));

  it('never answers more than 5 characters', () => {
    for (const input of ['123456789', '2'.repeat(20), '0:0:0:0:0:0'])
      expect(maskHours(input).length).toBeLessThanOrEqual(5);
  });
});
