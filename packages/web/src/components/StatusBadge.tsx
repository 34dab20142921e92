import { Badge } from '@mantine/core';
import { useForm } from '../lib/i18n';

/** Display class of an expense status (000 §4): 0 none, 1 primary, 2 warning, 8 success, 4 and 16 danger. */
export type StatusClass = 'none' | 'primary' | 'warning' | 'success' | 'danger';

export function statusClass(code: number): StatusClass {
  switch (code) {
    case 0:
      return 'none';
    case 2:
      return 'warning';
    case 8:
      return 'success';
    case 4:
    case 16:
      return 'danger';
    default:
      // 1, and any other code, is treated as submitted.
      return 'primary';
  }
}

const COLOR: Record<StatusClass, string> = {
  none: 'gray',
  primary: 'blue',
  warning: 'yellow',
  success: 'teal',
  danger: 'red',
};

const DEFAULT_LABEL: Record<StatusClass, [number, string]> = {
  none: [1, 'Not submitted'],
  primary: [2, 'Submitted'],
  warning: [3, 'Pending'],
  success: [4, 'Approved'],
  danger: [5, 'Refused'],
};

/** The status badge of a card; `label` comes from menu 1008 once the expense module provides it. */
export function StatusBadge({ code, label }: { code: number; label?: string }) {
  const t = useForm('ui-status-badge');
  const cls = statusClass(code);
  const [n, en] = DEFAULT_LABEL[cls];
  return (
    <Badge color={COLOR[cls]} variant="light" data-status-class={cls}>
      {label ?? t(n, en)}
    </Badge>
  );
}
