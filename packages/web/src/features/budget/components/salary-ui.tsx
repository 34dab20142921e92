import { Text } from '@mantine/core';
import { useMoney } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';

/** The salary screens' texts (form 'salaries', issue 18). */
export const useSalaryTexts = () => useForm('salaries');

/** A line's pay, or 'Hidden' for whom hideSalaryInfo restricts (the server sends no amount then). */
export function SalaryAmount({ value }: { value: string | null }) {
  const t = useSalaryTexts();
  const money = useMoney();
  return value === null ? (
    <Text span c="dimmed" fs="italic" data-hidden-salary>
      {t(12, 'Hidden')}
    </Text>
  ) : (
    <span>{money(value)}</span>
  );
}
