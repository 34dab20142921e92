import { ComboboxChevron, InputBase } from '@mantine/core';
import { APP_LANGUAGES } from '@setledger/shared/i18n/languages';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { useForm } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-context';

/** The real picker (Mantine's Select, its list and floating positioning), fetched when the person reaches it. */
const loadPicker = () =>
  import('../../../components/LanguagePicker').then((m) => ({ default: m.LanguagePicker }));
const LanguagePicker = lazy(loadPicker);

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The language picker of the public pages (issue 17). A visitor's first screen shows a stand-in drawn as the
 * Select draws itself (same input, size, width, chevron and name). It fetches the Select when the person points
 * at it or focuses it, and the Select takes its place, focused and open, when it is clicked or opened from the
 * keyboard (Enter, Space, arrows), as the Select opens. Swapping on a click only, never between the press and the
 * release of the button, keeps the click. So the sign-in page does not download the list and its positioning.
 */
export function PublicLanguagePicker() {
  const t = useForm('ui-language-picker');
  const { language } = useSession();
  const [opened, setOpened] = useState(false);
  const code = language === 5 ? 0 : language;
  const label = APP_LANGUAGES.find((l) => l.code === code)?.label ?? '';
  const prefetch = () => void loadPicker().catch(() => undefined);
  const standIn = (
    <InputBase
      aria-label={t(1, 'Language')}
      // As the Select's input: a combobox whose list is closed.
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      value={label}
      readOnly
      pointer
      w={150}
      size="sm"
      rightSection={<ComboboxChevron size="sm" />}
      rightSectionPointerEvents="none"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setOpened(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        setOpened(true);
      }}
    />
  );
  if (!opened) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LanguagePicker compact autoFocus opened />
    </Suspense>
  );
}
