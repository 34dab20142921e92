import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The browser rules of every answer (issue 12 item 7). Scripts come only from the app's own files (the build has
 * no inline script); styles may be inline because Mantine sets CSS variables and style attributes at run time;
 * receipts are previewed from blob: URLs (images, and PDFs in an <object>); nobody may frame the app.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'object-src blob:',
  "frame-src 'self' blob:",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function setSecurityHeaders(res: ServerResponse) {
  res.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
}

const ALLOWED_HEADERS =
  'authorization, content-type, accept, accept-language, x-client-version, idempotency-key, graphql-require-preflight';

/**
 * CORS for the origins of CORS_ORIGINS only (the app itself is same-origin and needs none). Sessions are bearer
 * tokens, never cookies, so credentials are never allowed. Answers true when the request was a preflight, which
 * is then answered here.
 */
export function handleCors(req: IncomingMessage, res: ServerResponse, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  const isAllowed = typeof origin === 'string' && allowed.includes(origin);
  if (isAllowed) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-expose-headers', 'content-disposition, content-length');
  }
  if (allowed.length > 0) res.setHeader('vary', 'origin');
  if (req.method !== 'OPTIONS') return false;
  if (isAllowed) {
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    res.setHeader('access-control-allow-headers', ALLOWED_HEADERS);
    res.setHeader('access-control-max-age', '600');
  }
  res.writeHead(204).end();
  return true;
}
