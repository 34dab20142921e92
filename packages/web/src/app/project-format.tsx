import { createFormatter } from '@setledger/shared/format/formatter';
import { type ReactNode, useMemo } from 'react';
import { FormatProvider } from '../lib/format';
import { useI18n } from '../lib/i18n';
import { useShellProfile } from '../lib/project-modules';

/** The signed-in project's formatter (regional setting, currency, time zone) in the reader's language. */
export function ProjectFormat({ children }: { children: ReactNode }) {
  const profile = useShellProfile().data;
  const { language } = useI18n();
  const value = useMemo(
    () =>
      createFormatter({
        regionalSetting: profile?.regionalSetting,
        currency: profile?.currency,
        timeZone: profile?.timeZone,
        language,
      }),
    [profile?.regionalSetting, profile?.currency, profile?.timeZone, language],
  );
  return <FormatProvider value={value}>{children}</FormatProvider>;
}
