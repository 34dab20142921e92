import { Alert } from '@mantine/core';
import { useState } from 'react';
import { readCookie, writeCookie } from '../lib/cookies';
import { useForm } from '../lib/i18n';

export const CHROME_COOKIE = 'chrome-suggestion-dismissed';
/** 001 §9: the suggestion stays hidden for 2 days once closed. */
export const CHROME_COOKIE_MAX_AGE = 2 * 24 * 3600;

interface UaData {
  brands?: { brand: string }[];
}

export function isChromeBased(nav: Navigator = window.navigator): boolean {
  const brands = (nav as Navigator & { userAgentData?: UaData }).userAgentData?.brands;
  if (brands?.some((b) => /chrom|edge|opera/i.test(b.brand))) return true;
  return /Chrome\/|Chromium\/|CriOS\/|Edg\/|OPR\//.test(nav.userAgent);
}

/** 001 §2.4 item 6: 'Use Chrome browser for better use', once, when the browser is not Chrome-based. */
export function ChromeSuggestionBanner() {
  const t = useForm('ui-chrome-banner');
  const [dismissed, setDismissed] = useState(() => readCookie(CHROME_COOKIE) === '1');
  if (dismissed || isChromeBased()) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      withCloseButton
      closeButtonLabel={t(2, 'Close')}
      onClose={() => {
        writeCookie(CHROME_COOKIE, '1', CHROME_COOKIE_MAX_AGE);
        setDismissed(true);
      }}
      radius={0}
    >
      {t(1, 'Use Chrome browser for better use')}
    </Alert>
  );
}
