import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../tokens';

// Issue 17: a verified token is remembered by its exact text, so a request does not check its signature again;
// expiry is still checked on every use, and any other text is verified from scratch.

const secret = new TextEncoder().encode('token-test-secret-0123456789-abcdefghij');
const claims = {
  ProjectID: 1,
  UserID: 2,
  UserProjectId: 3,
  Language: 0,
  ProjectType: 0,
  SessionVersion: 0,
  validationLevel: 0,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('token service', () => {
  it('accepts its token again, and refuses it once expired even when remembered', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), toFake: ['Date'] });
    const tokens = createTokenService(secret, 60);
    const token = await tokens.sign(claims);
    expect((await tokens.verify(token))?.UserID).toBe(2);
    expect((await tokens.verify(token))?.UserID).toBe(2);
    vi.setSystemTime(new Date('2026-11-25T10:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose payload or signature was changed after a valid one was remembered', async () => {
    const tokens = createTokenService(secret, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    forged.UserID = 99;
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect(await tokens.verify(tampered)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.${signature!.slice(0, -2)}AA`)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const other = createTokenService(new TextEncoder().encode('another-secret-0123456789-abcdefghijkl'), 60);
    const tokens = createTokenService(secret, 60);
    expect(await tokens.verify(await other.sign(claims))).toBeNull();
  });
});
