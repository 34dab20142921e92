import { describe, expect, it } from 'vitest';
import { initialsOf } from '../initials';

describe('initials (001 §5)', () => {
  it.each([
    ['Hugo Martin', 'HM'],
    ['  élodie   de la Tour ', 'ÉD'],
    ['jean-luc picard', 'JP'],
    ['Cher', 'C'],
    ['𝒜lice Bob', '𝒜B'],
    ['', ''],
    ['   ', ''],
  ])('%j gives %j', (name, initials) => expect(initialsOf(name)).toBe(initials));
});
