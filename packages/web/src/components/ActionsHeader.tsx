import { Table, type TableThProps, VisuallyHidden } from '@mantine/core';
import { useForm } from '../lib/i18n';

/**
 * The header of a column of controls (edit, delete, select): empty to the eye, named for screen readers, since an
 * empty header cell leaves its column without a name (WCAG 1.3.1, issue 12 item 30).
 */
export function ActionsHeader({ label, ...props }: TableThProps & { label?: string }) {
  const t = useForm('ui-card-list');
  return (
    <Table.Th {...props}>
      <VisuallyHidden>{label ?? t(2206, 'Actions')}</VisuallyHidden>
    </Table.Th>
  );
}
