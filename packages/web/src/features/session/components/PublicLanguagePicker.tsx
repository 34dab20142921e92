import { ComboboxChevron, InputBase } from '@mantine/core';
import { APP_LANGUAGES } from '@setledger/shared/i18n/languages';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { useForm } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-context';

/** The real picker (Mantine's Select, its list and floating positioning), fetched when the person reaches it. */
const LanguagePicker = lazy(() =>
  import('../../../components/LanguagePicker').then((m) => ({ default: m.LanguagePicker })),
);

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The language picker of the public pages (issue 17). A visitor's first screen shows a stand-in drawn as the
 * Select draws itself (same input, size, width, chevron and name), and fetches the Select when the person
 * points at it, focuses it or presses it; the Select then takes its place, focused, its list open when it was
 * clicked or opened from the keyboard. So the sign-in page does not download the list and its positioning.
 */
export function PublicLanguagePicker() {
  const t = useForm('ui-language-picker');
  const { language } = useSession();
  const [reached, setReached] = useState<null | 'focus' | 'open'>(null);
  const code = language === 5 ? 0 : language;
  const label = APP_LANGUAGES.find((l) => l.code === code)?.label ?? '';
  const reach = (how: 'focus' | 'open') => setReached((was) => (was === 'open' ? was : how));
  const standIn = (
    <InputBase
      aria-label={t(1, 'Language')}
      aria-haspopup="listbox"
      value={label}
      readOnly
      pointer
      w={150}
      size="sm"
      rightSection={<ComboboxChevron size="sm" />}
      rightSectionPointerEvents="none"
      onPointerEnter={() => reach('focus')}
      onFocus={() => reach('focus')}
      onClick={() => reach('open')}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        reach('open');
      }}
    />
  );
  if (reached === null) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LanguagePicker compact autoFocus opened={reached === 'open'} />
    </Suspense>
  );
}
