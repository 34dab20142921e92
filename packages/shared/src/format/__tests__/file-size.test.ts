import { describe, expect, it } from 'vitest';
import { fileSizeText } from '../file-size';

describe('file sizes (issue 12 items 9 and 28)', () => {
  it.each([
    [10 * 1024 * 1024, 'en', '10 MB'],
    [2 * 1024 ** 3, 'en', '2 GB'],
    [2 * 1024 ** 3 - 28, 'en', '2 GB'],
    [40 * 1024 * 1024, 'en', '40 MB'],
    [1.5 * 1024 * 1024, 'en', '1.5 MB'],
    [1.5 * 1024 * 1024, 'fr', '1,5 Mo'],
    [10 * 1024 * 1024, 'fr', '10 Mo'],
    [1.5 * 1024 * 1024, 'de', '1,5 MB'],
    [2048, 'en', '2 KB'],
    [14, 'en', '1 KB'],
  ])('%d bytes in %s: %s', (bytes, lang, text) => {
    expect(fileSizeText(bytes, lang)).toBe(text);
  });
});
