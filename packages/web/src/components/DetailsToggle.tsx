import { Button } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useForm } from '../lib/i18n';

/** 001 §2.4 item 3: 'Show details' / 'Hide details'. */
export function DetailsToggle({ opened, onToggle }: { opened: boolean; onToggle: () => void }) {
  const t = useForm('ui-details-toggle');
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={onToggle}
      aria-expanded={opened}
      rightSection={opened ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
    >
      {opened ? t(2, 'Hide details') : t(1, 'Show details')}
    </Button>
  );
}
