import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (memory 19 MiB, 2 passes), as OWASP recommends. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A valid hash of no known password: verifying against it keeps the timing of unknown emails the same. */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c2V0bGVkZ2VyLWR1bW15$0R4iVL2ipuHEXkdzmUBbQ8ZLmmQq5PJ0Z3VvPgqjJMU';
