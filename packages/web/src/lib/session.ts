import type { BooleanClaim, TokenClaims } from '@setledger/shared/auth/permissions';
import { paths, returnRoute } from '../config/paths';

/** 001 §3.1: the token is stored under this name. */
export const TOKEN_KEY = 'jwt-token';
/** The app version the token was stored with (a new build invalidates the session, 001 §4). */
export const APP_VERSION_KEY = 'app-version';
/** Message of a 505 answer, shown on the login page (001 §8). */
export const APP_VERSION_ERROR_KEY = 'app-version-error';
export const CURRENT_PROJECT_KEY = 'current-project';
export const NAVIGATION_KEY = 'navigation-items';
export const PROFILE_KEY = 'profile';
export const VERSION_STATUS_KEY = 'version-path-status';
export const TOKEN_DATA_EMPTY_KEY = 'token-data-empty';

export type Claims = Partial<TokenClaims>;

/** Reads the middle part of the token as JSON claims; {} when missing or garbled (001 §7.8). */
export function decodeClaims(token: string | null | undefined): Claims {
  const middle = token?.split('.')[1];
  if (!middle) return {};
  try {
    const base64 = middle
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(middle.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return value && typeof value === 'object' ? (value as Claims) : {};
  } catch {
    return {};
  }
}

export function getToken(): string | null {
  return window.localStorage.getItem(TOKEN_KEY);
}

export function getClaims(): Claims {
  return decodeClaims(getToken());
}

/** Valid only when not expired and stored with the current app version (001 §4). */
export function isTokenValid(token: string | null = getToken(), now = Date.now()): boolean {
  if (!token) return false;
  const claims = decodeClaims(token);
  const expires = claims.ExpirationDate ? Date.parse(claims.ExpirationDate) : Number.NaN;
  if (Number.isNaN(expires) || expires <= now) return false;
  return window.localStorage.getItem(APP_VERSION_KEY) === __APP_VERSION__;
}

export function hasFlag(claims: Claims, flag: BooleanClaim): boolean {
  return claims[flag] === true;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Screens re-render when the session changes (sign-in, project switch, language switch). */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The app's query cache, hooked in without lib depending on the providers: a new token resets what the old
 * one loaded (texts and profile reload), a logout drops everything (001 §4).
 */
export interface CacheHandlers {
  onNewToken: () => void;
  onLogout: () => void;
}
let cache: CacheHandlers = { onNewToken: () => {}, onLogout: () => {} };
export function registerCacheHandlers(handlers: CacheHandlers): void {
  cache = handlers;
}

/** 001 §4: a new token clears the old state, stores the token with the current app version, reloads data. */
export function storeToken(token: string): void {
  const storage = window.localStorage;
  for (const key of [
    NAVIGATION_KEY,
    PROFILE_KEY,
    CURRENT_PROJECT_KEY,
    APP_VERSION_ERROR_KEY,
    TOKEN_DATA_EMPTY_KEY,
  ]) {
    storage.removeItem(key);
  }
  storage.setItem(TOKEN_KEY, token);
  storage.setItem(APP_VERSION_KEY, __APP_VERSION__);
  const claims = decodeClaims(token);
  if (claims.ProjectID !== undefined) storage.setItem(CURRENT_PROJECT_KEY, String(claims.ProjectID));
  cache.onNewToken();
  for (const listener of listeners) listener();
}

/**
 * 001 §4: logout clears the token, navigation items and profile, resets the cache, removes the stored version
 * status and reloads the origin. With `returnTo` (a guarded route the session could not open, issue 12
 * item 31), the origin reloads on the sign-in page, which opens that route once signed in.
 */
export function logout(returnTo?: string): void {
  const storage = window.localStorage;
  for (const key of [TOKEN_KEY, NAVIGATION_KEY, PROFILE_KEY, CURRENT_PROJECT_KEY, VERSION_STATUS_KEY]) {
    storage.removeItem(key);
  }
  cache.onLogout();
  const next = returnRoute(returnTo);
  const hash = next ? `#${paths.login(next)}` : '';
  window.location.assign(`${window.location.origin}${window.location.pathname}${hash}`);
  // Only the hash differs from the page's address: assign moved within the page, so reload it.
  if (hash) window.location.reload();
}

/** The app route of the page (its hash), for returning to it after a new sign-in. */
export function currentRoute(): string {
  return window.location.hash.replace(/^#/, '');
}
