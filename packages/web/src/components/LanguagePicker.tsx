import { Select } from '@mantine/core';
import { APP_LANGUAGES } from '@setledger/shared/i18n/languages';
import { useState } from 'react';
import { useForm } from '../lib/i18n';
import { updAppLanguage } from '../lib/language.api';
import { storeToken } from '../lib/session';
import { useSession } from '../lib/session-context';
import { useErrorText } from './ErrorBanner';
import { showToast } from './toast';

const OPTIONS = APP_LANGUAGES.map((l) => ({ value: String(l.code), label: l.label }));

/** Signed in, the choice is saved to the profile (UpdAppLanguage) and the new token switches the texts. */
export function LanguagePicker({
  compact = false,
  autoFocus = false,
  opened = false,
}: {
  compact?: boolean;
  /** Focused when it appears (it replaces the public pages' stand-in the person just reached). */
  autoFocus?: boolean;
  /** Its list open when it appears (the stand-in was clicked before it had loaded). */
  opened?: boolean;
}) {
  const t = useForm('ui-language-picker');
  const toText = useErrorText();
  const session = useSession();
  const [saving, setSaving] = useState(false);
  // Code 5 (the second English) shows as English.
  const current = String(session.language === 5 ? 0 : session.language);
  const change = async (value: string | null) => {
    if (value === null || value === current) return;
    const code = Number(value);
    if (!session.isSignedIn) {
      session.setGuestLanguage(code);
      return;
    }
    setSaving(true);
    try {
      storeToken(await updAppLanguage(code));
    } catch (error) {
      showToast({ variant: 'danger', title: t(2, 'Error'), message: toText(error) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Select
      aria-label={t(1, 'Language')}
      data={OPTIONS}
      value={current}
      onChange={(value) => void change(value)}
      allowDeselect={false}
      disabled={saving}
      w={compact ? 150 : 180}
      size="sm"
      comboboxProps={{ withinPortal: true }}
      autoFocus={autoFocus}
      defaultDropdownOpened={opened}
    />
  );
}
