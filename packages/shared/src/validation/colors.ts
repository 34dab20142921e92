/** The spec's message for a bad colour (001 §5), quoted as written. */
export const INVALID_HEX_COLOR = 'Invalid HEX color.';

const HEX_COLOR = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHexColor = (value: string): boolean => HEX_COLOR.test(value);

/** null for 3 or 6 hex digits (with or without '#'), else 'Invalid HEX color.'. */
export const hexColorError = (value: string): typeof INVALID_HEX_COLOR | null =>
  isHexColor(value) ? null : INVALID_HEX_COLOR;
