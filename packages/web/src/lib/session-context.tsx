import { browserLanguageToCode } from '@setledger/shared/i18n/languages';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { type Claims, getClaims, getToken, isTokenValid, subscribeSession } from './session';

/** Language picked on the login page, before anyone is signed in. */
export const GUEST_LANGUAGE_KEY = 'guest-language';

export interface SessionValue {
  token: string | null;
  claims: Claims;
  isSignedIn: boolean;
  /** App language: the token's when signed in, else the guest choice, else the browser's (001 §1). */
  language: number;
  setGuestLanguage: (code: number) => void;
}

const SessionContext = createContext<SessionValue | null>(null);

function guestLanguage(): number {
  const stored = window.localStorage.getItem(GUEST_LANGUAGE_KEY);
  return stored !== null ? Number(stored) : browserLanguageToCode(window.navigator.language);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [version, setVersion] = useState(0);
  const [guest, setGuest] = useState(guestLanguage);
  useEffect(() => subscribeSession(() => setVersion((v) => v + 1)), []);
  const value = useMemo<SessionValue>(() => {
    void version;
    const token = getToken();
    const isSignedIn = isTokenValid(token);
    const claims = isSignedIn ? getClaims() : {};
    return {
      token,
      claims,
      isSignedIn,
      language: isSignedIn && typeof claims.Language === 'number' ? claims.Language : guest,
      setGuestLanguage: (code) => {
        window.localStorage.setItem(GUEST_LANGUAGE_KEY, String(code));
        setGuest(code);
      },
    };
  }, [version, guest]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
