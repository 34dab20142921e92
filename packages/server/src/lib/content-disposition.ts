/** RFC 8187 attr-char: what a `filename*` value may carry unencoded. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

/** The UTF-8 value of an RFC 8187 extended parameter: every byte outside attr-char as %XX. */
export function encodeRfc8187(value: string): string {
  let out = '';
  for (const char of value) {
    if (ATTR_CHAR.test(char)) out += char;
    else
      for (const byte of Buffer.from(char, 'utf8'))
        out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** An ASCII stand-in for readers without RFC 8187: other characters, quotes and backslashes become '_'. */
export const asciiFileName = (fileName: string): string =>
  fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');

/**
 * `attachment; filename="<ascii>"; filename*=UTF-8''<RFC 8187>` (RFC 6266 for HTTP, and for mail parts): one
 * extended parameter, never split into RFC 2231 continuations, which many readers do not join.
 */
export function attachmentDisposition(fileName: string, separator = ' '): string {
  return `attachment; filename="${asciiFileName(fileName)}";${separator}filename*=UTF-8''${encodeRfc8187(fileName)}`;
}
