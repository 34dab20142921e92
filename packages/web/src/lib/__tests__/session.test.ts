import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockLocation } from '../../test/location';
import {
  APP_VERSION_KEY,
  decodeClaims,
  isTokenValid,
  logout,
  NAVIGATION_KEY,
  PROFILE_KEY,
  registerCacheHandlers,
  storeToken,
  TOKEN_KEY,
  VERSION_STATUS_KEY,
} from '../session';

/** A token-shaped string with the given claims (the signature is not checked in the browser). */
export function fakeToken(claims: Record<string, unknown>): string {
  const part = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const inOneHour = () => new Date(Date.now() + 3600_000).toISOString();

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('session token (001 §3.1, §4)', () => {
  it('decodes the middle part, including non-ASCII text', () => {
    expect(decodeClaims(fakeToken({ UserID: 7, Name: 'Zoë' }))).toEqual({ UserID: 7, Name: 'Zoë' });
  });

  it.each([null, '', 'garbage', 'a.!!!.c', 'a.bnVsbA.c'])('gives {} for %j', (token) => {
    expect(decodeClaims(token)).toEqual({});
  });

  it('is valid only unexpired and stored with the current app version', () => {
    const token = fakeToken({ UserID: 1, ProjectID: 2, ExpirationDate: inOneHour() });
    expect(isTokenValid(token)).toBe(false);
    storeToken(token);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(isTokenValid(token)).toBe(true);
    window.localStorage.setItem(APP_VERSION_KEY, '0.0.0-old');
    expect(isTokenValid(token)).toBe(false);
    storeToken(token);
    const expired = fakeToken({ UserID: 1, ExpirationDate: new Date(Date.now() - 1000).toISOString() });
    expect(isTokenValid(expired)).toBe(false);
  });

  it('a new token clears the old navigation and profile', () => {
    window.localStorage.setItem(NAVIGATION_KEY, '[]');
    window.localStorage.setItem(PROFILE_KEY, '{}');
    storeToken(fakeToken({ UserID: 1, ExpirationDate: inOneHour() }));
    expect(window.localStorage.getItem(NAVIGATION_KEY)).toBeNull();
    expect(window.localStorage.getItem(PROFILE_KEY)).toBeNull();
  });

  it('a new token resets the cached data of the old one', () => {
    const onNewToken = vi.fn();
    const onLogout = vi.fn();
    registerCacheHandlers({ onNewToken, onLogout });
    storeToken(fakeToken({ UserID: 1, ExpirationDate: inOneHour() }));
    expect(onNewToken).toHaveBeenCalledOnce();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('logout clears the token, navigation, profile and version status, resets the cache and reloads the origin', () => {
    const { assign } = mockLocation('/app/');
    const onLogout = vi.fn();
    registerCacheHandlers({ onNewToken: () => {}, onLogout });
    storeToken(fakeToken({ UserID: 1, ExpirationDate: inOneHour() }));
    window.localStorage.setItem(NAVIGATION_KEY, '[]');
    window.localStorage.setItem(PROFILE_KEY, '{}');
    window.localStorage.setItem(VERSION_STATUS_KEY, 'checked');
    logout();
    for (const key of [TOKEN_KEY, NAVIGATION_KEY, PROFILE_KEY, VERSION_STATUS_KEY])
      expect(window.localStorage.getItem(key), key).toBeNull();
    expect(onLogout).toHaveBeenCalledOnce();
    expect(assign).toHaveBeenCalledWith('http://app.test/app/');
  });
});
