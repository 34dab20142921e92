/** One year, the cookie lifetime of 001 §9. */
export const COOKIE_MAX_AGE = 31_536_000;

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds = COOKIE_MAX_AGE): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's switches are plain cookies (001 §2.4, §9).
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; samesite=lax`;
}

/** 001 §2.4 item 15: a translator's switch for message-number tags on labels ('1' = on). */
export const TRANSLATION_TAGS_COOKIE = 'show-translation-tags';
