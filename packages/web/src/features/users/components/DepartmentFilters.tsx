import { Select } from '@mantine/core';
import { useForm } from '../../../lib/i18n';
import type { Department } from '../api/users.api';

interface Props {
  departments: Department[];
  department: number | null;
  fn: number | null;
  onChange: (department: number | null, fn: number | null) => void;
}

/** Department and function filters of the users lists (-1: without one, 001 §5). */
export function DepartmentFilters({ departments, department, fn, onChange }: Props) {
  const t = useForm('users');
  const functions = departments.find((d) => d.value === department)?.functions ?? [];
  return (
    <>
      <Select
        aria-label={t(5, 'Department')}
        placeholder={t(6, 'All departments')}
        data={[
          { value: '-1', label: t(7, 'Without department') },
          ...departments.map((d) => ({ value: String(d.value), label: d.message })),
        ]}
        value={department === null ? null : String(department)}
        onChange={(value) => onChange(value === null ? null : Number(value), null)}
        clearable
      />
      <Select
        aria-label={t(8, 'Function')}
        placeholder={t(9, 'All functions')}
        data={[
          { value: '-1', label: t(10, 'Without function') },
          ...functions.map((f) => ({ value: String(f.value), label: f.message })),
        ]}
        value={fn === null ? null : String(fn)}
        onChange={(value) => onChange(department, value === null ? null : Number(value))}
        disabled={department === null || department < 0}
        clearable
      />
    </>
  );
}
