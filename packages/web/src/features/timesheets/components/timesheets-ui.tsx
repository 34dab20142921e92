import { Group, Text, Tooltip } from '@mantine/core';
import { DAY_TYPES, type PayLineKind } from '@setledger/shared/timesheets/timesheets.constants';
import { IconAlertTriangle, IconBan } from '@tabler/icons-react';
import { ValidationStatusBadge } from '../../../components/ValidationStatusBadge';
import { useForm } from '../../../lib/i18n';

/** The timesheet screens' texts (form 'timesheets'). */
export const useTimesheetTexts = () => useForm('timesheets');

/** A timesheet's status: the same codes, colours and labels as expense sheets (001 §4). */
export const TimesheetStatusBadge = ValidationStatusBadge;

/** Day type labels (our codes, shared/timesheets). */
export function useDayTypeOptions(): { value: string; label: string }[] {
  const t = useTimesheetTexts();
  return [
    { value: String(DAY_TYPES.work), label: t(20, 'Work') },
    { value: String(DAY_TYPES.travel), label: t(21, 'Travel day') },
    { value: String(DAY_TYPES.rest), label: t(22, 'Rest') },
    { value: String(DAY_TYPES.sixthDay), label: t(23, 'Sixth day') },
    { value: String(DAY_TYPES.seventhDay), label: t(24, 'Seventh day') },
    { value: String(DAY_TYPES.sunday), label: t(25, 'Sunday') },
    { value: String(DAY_TYPES.stageDay), label: t(26, 'Stage day') },
  ];
}

/** Pay line kinds as the accountant reads them. */
export function usePayLineLabel(): (kind: string) => string {
  const t = useTimesheetTexts();
  const labels: Record<PayLineKind, string> = {
    base: t(170, 'Base'),
    overtime: t(171, 'Overtime'),
    night: t(172, 'Night premium'),
    sixthDay: t(173, 'Sixth day premium'),
    seventhDay: t(174, 'Seventh day premium'),
    sunday: t(175, 'Sunday premium'),
    travel: t(176, 'Travel time'),
    allowance: t(177, 'Allowance'),
    perDiem: t(178, 'Per diem'),
  };
  return (kind) => labels[kind as PayLineKind] ?? kind;
}

/** 001 §2.4 item 4, as expenses show it: a warning icon on a day outside the person's contract dates. */
export function OutsideContractWarning() {
  const t = useTimesheetTexts();
  const text = t(50, "This day is outside the person's contract dates.");
  return (
    <Tooltip label={text} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Group gap={4} c="orange.9" tabIndex={0} aria-label={text} data-outside-contract>
        <IconAlertTriangle size={18} aria-hidden />
      </Group>
    </Tooltip>
  );
}

/** A day a validator refused, with the reason the crew member reads to fix it. */
export function RefusedMark({ reason }: { reason: string }) {
  const t = useTimesheetTexts();
  return (
    <Group gap={4} c="red.8" wrap="nowrap" data-refused-day>
      <IconBan size={16} aria-hidden />
      <Text size="sm" c="red.8">
        {reason ? t(51, 'Refused: {reason}').replace('{reason}', reason) : t(52, 'Refused')}
      </Text>
    </Group>
  );
}

export { useFormat, useMoney } from '../../../lib/format';
