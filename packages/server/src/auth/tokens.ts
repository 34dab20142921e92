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

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
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
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
        if (
          typeof payload.exp !== 'number' ||
          typeof payload.UserID !== 'number' ||
          typeof payload.ProjectID !== 'number' ||
          typeof payload.UserProjectId !== 'number' ||
          !Number.isInteger(payload.SessionVersion)
        )
          return null;
        return payload as unknown as TokenClaims;
      } catch {
        return null;
      }
    },
  };
}
