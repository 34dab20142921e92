import { describe, expect, it } from 'vitest';
import { hexColorError, INVALID_HEX_COLOR, isHexColor } from '../colors';

describe('hex colour (001 §5)', () => {
  it.each([
    ['#00A09C', null],
    ['00a09c', null],
    ['fff', null],
    ['#abc', null],
    ['#abcd', INVALID_HEX_COLOR],
    ['00A09', INVALID_HEX_COLOR],
    ['#GGGGGG', INVALID_HEX_COLOR],
    ['##abc', INVALID_HEX_COLOR],
    ['', INVALID_HEX_COLOR],
  ])('%j gives %j', (value, message) => {
    expect(hexColorError(value)).toBe(message);
    expect(isHexColor(value)).toBe(message === null);
  });

  it('uses the text the spec quotes', () => expect(INVALID_HEX_COLOR).toBe('Invalid HEX color.'));
});
