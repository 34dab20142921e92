import { BOOLEAN_CLAIMS, type TokenClaims } from '@setledger/shared/auth/permissions';
import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';

export interface TokenService {
  sign(claims: Omit<TokenClaims, 'ExpirationDate'>): Promise<string>;
  /**
   * The claims of a valid token, or null when it is malformed, forged, expired, of another algorithm, or
   * lacks an expiry or a session version (a token that never expires could never be ended).
   */
  verify(token: string): Promise<TokenClaims | null>;
}

/** Tokens already verified, by their exact text (issue 17: a request need not check its signature again). */
const VERIFIED_CACHE_SIZE = 5000;

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  // Imported once: given the raw bytes, jose imports a WebCrypto key on every call.
  const key = crypto.subtle.importKey(
    'raw',
    new Uint8Array(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // The signature and claims of a given token text never change; only time passes, so `exp` is checked again on
  // each hit. Revocation does not rely on this: the actor lookup checks the session version on every request.
  const verified = new Map<string, TokenClaims & { exp: number }>();
  const remember = (token: string, claims: TokenClaims & { exp: number }) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
  };
  return {
    async sign(claims) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const payload: Record<string, unknown> = {
        ProjectID: claims.ProjectID,
        UserID: claims.UserID,
        UserProjectId: claims.UserProjectId,
        Language: claims.Language,
        ProjectType: claims.ProjectType,
        SessionVersion: claims.SessionVersion,
        ExpirationDate: expiresAt.toISOString(),
      };
      if (claims.validationLevel) payload.validationLevel = claims.validationLevel;
      if (claims.SignedInBy !== undefined) payload.SignedInBy = claims.SignedInBy;
      // Absent means false (001 §6): only granted flags travel in the token.
      for (const flag of BOOLEAN_CLAIMS) if (claims[flag] === true) payload[flag] = true;
      return new SignJWT(payload)
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > Date.now()) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: [ALGORITHM] });
        if (
          typeof payload.exp !== 'number' ||
          typeof payload.UserID !== 'number' ||
          typeof payload.ProjectID !== 'number' ||
          typeof payload.UserProjectId !== 'number' ||
          !Number.isInteger(payload.SessionVersion)
        )
          return null;
        const claims = payload as unknown as TokenClaims & { exp: number };
        remember(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
