import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useForm } from '../lib/i18n';

/** Cards, or a dense table for validators working through long lists (issue 12 item 32). */
export type ListView = 'cards' | 'table';

const storageKey = (screen: string) => `setledger.view.${screen}`;

/** The view chosen on a screen, kept in the browser for the next visit. */
export function useListView(screen: string): [ListView, (view: ListView) => void] {
  const [view, setView] = useState<ListView>(() =>
    window.localStorage.getItem(storageKey(screen)) === 'table' ? 'table' : 'cards',
  );
  return [
    view,
    (next) => {
      window.localStorage.setItem(storageKey(screen), next);
      setView(next);
    },
  ];
}

export function ViewToggle({ value, onChange }: { value: ListView; onChange: (view: ListView) => void }) {
  const t = useForm('approvals');
  return (
    <SegmentedControl
      role="radiogroup"
      aria-label={t(1, 'View')}
      value={value}
      onChange={(next) => onChange(next as ListView)}
      data={[
        { value: 'cards', label: t(2, 'Cards') },
        { value: 'table', label: t(3, 'Table') },
      ]}
    />
  );
}
