import { ActionIcon, Button, Checkbox, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { EXPORT_SEPARATORS, type ExportSeparator } from '@setledger/shared/exports/exports.schemas';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { BaseModal } from '..';
import { type ExportColumnChoice, useExportTexts } from './export-texts';

interface Choice extends ExportColumnChoice {
  checked: boolean;
}

/** The custom export (001 §9): which columns, in which order, and the separator of the .csv. */
export function CustomExportDialog({
  opened,
  columns,
  onClose,
  onExport,
}: {
  opened: boolean;
  columns: ExportColumnChoice[];
  onClose: () => void;
  onExport: (choice: { columns: string[]; separator: ExportSeparator }) => void;
}) {
  const t = useExportTexts();
  const [choices, setChoices] = useState<Choice[]>([]);
  const [separator, setSeparator] = useState<ExportSeparator>(',');
  const columnKeys = columns.map((c) => c.key).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens or the columns change
  useEffect(() => {
    if (opened) setChoices(columns.map((c) => ({ ...c, checked: true })));
  }, [opened, columnKeys]);

  const move = (index: number, by: -1 | 1) =>
    setChoices((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const chosen = choices.filter((c) => c.checked).map((c) => c.key);
  const separatorLabels: Record<ExportSeparator, string> = {
    ',': t(71, 'Comma (,)'),
    ';': t(72, 'Semicolon (;)'),
    '\t': t(73, 'Tab'),
    '|': t(74, 'Pipe (|)'),
  };

  return (
    <BaseModal
      opened={opened}
      onClose={onClose}
      title={t(68, 'Custom export')}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {t(78, 'Cancel')}
          </Button>
          <Button disabled={chosen.length === 0} onClick={() => onExport({ columns: chosen, separator })}>
            {t(60, 'Export')}
          </Button>
        </>
      }
    >
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t(69, 'Columns')}
        </Text>
        {choices.map((choice, index) => (
          <Group key={choice.key} justify="space-between" wrap="nowrap" data-export-column={choice.key}>
            <Checkbox
              label={choice.label}
              checked={choice.checked}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setChoices((list) => list.map((c) => (c.key === choice.key ? { ...c, checked } : c)));
              }}
            />
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={`${t(75, 'Move up')}: ${choice.label}`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`${t(76, 'Move down')}: ${choice.label}`}
                disabled={index === choices.length - 1}
                onClick={() => move(index, 1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
        {chosen.length === 0 && (
          <Text size="sm" c="red">
            {t(77, 'Choose at least one column.')}
          </Text>
        )}
        <Text fw={600} size="sm" mt="sm">
          {t(70, 'Separator')}
        </Text>
        <SegmentedControl
          aria-label={t(70, 'Separator')}
          value={separator}
          onChange={(value) => setSeparator(value as ExportSeparator)}
          data={EXPORT_SEPARATORS.map((value) => ({ value, label: separatorLabels[value] }))}
        />
      </Stack>
    </BaseModal>
  );
}
