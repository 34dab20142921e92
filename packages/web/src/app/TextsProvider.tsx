import { languageCodeToTag } from '@setledger/shared/i18n/languages';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { readCookie, TRANSLATION_TAGS_COOKIE } from '../lib/cookies';
import { I18nProvider, type I18nValue } from '../lib/i18n';
import { useSession } from '../lib/session-context';
import { fetchForm, fetchMenus, reportMissingMessage } from './api/texts.api';

/**
 * Texts of the app language, loaded per screen (form) and cached per (form, language) by the query cache
 * (000 §2, 001 §7.1). A missing message is reported once per page session, and only by a signed-in user.
 */
export function TextsProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const reported = useRef(new Set<string>());
  const { language, isSignedIn } = session;
  const isTranslator = session.claims.isTranslator === true;
  useEffect(() => {
    document.documentElement.lang = languageCodeToTag(language);
  }, [language]);
  const value = useMemo<I18nValue>(
    () => ({
      language,
      forms: null,
      fetchForm,
      fetchMenus,
      showTags: isTranslator && readCookie(TRANSLATION_TAGS_COOKIE) === '1',
      onMissing: (formName, formNumber, english) => {
        const key = `${language}:${formName}:${formNumber}`;
        if (!isSignedIn || reported.current.has(key)) return;
        reported.current.add(key);
        // Found while rendering: the call itself waits until the render is over.
        queueMicrotask(() => {
          reportMissingMessage({ formName, formNumber, english, language }).catch((error: unknown) =>
            console.warn('Missing message not reported', error),
          );
        });
      },
    }),
    [language, isSignedIn, isTranslator],
  );
  return <I18nProvider value={value}>{children}</I18nProvider>;
}
