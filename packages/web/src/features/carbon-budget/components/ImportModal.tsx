import { Alert, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { BaseModal, ErrorBanner, ResponsiveTable } from '../../../components';
import { type CarbonBudgetImport, importCarbonBudget } from '../api/carbon-budget.api';
import { useCarbonBudgetTexts } from './carbon-budget-ui';

/** Imports a carbon budget from an xlsx: checked first (errors by row and column), then every line or nothing. */
export function ImportModal({
  opened,
  onClose,
  onImported,
}: {
  opened: boolean;
  onClose: () => void;
  onImported: (count: number) => void;
}) {
  const t = useCarbonBudgetTexts();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<CarbonBudgetImport | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFile(null);
    setChecked(null);
    setError(null);
    onClose();
  };
  const run = async (commit: boolean) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const result = await importCarbonBudget(file, commit);
      setChecked(result);
      if (result.committed) {
        onImported(result.imported);
        close();
      }
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <BaseModal opened={opened} onClose={close} title={t(24, 'Import a carbon budget')} size="xl">
      <Stack data-carbon-import>
        {error ? <ErrorBanner error={error} /> : null}
        <FileInput
          label={t(25, 'xlsx file')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={(f) => {
            setFile(f);
            setChecked(null);
          }}
          clearable
        />
        {checked && checked.errors.length > 0 ? (
          <>
            <Alert color="red">{t(28, 'The file has errors; nothing was imported.')}</Alert>
            <ResponsiveTable minWidth={560}>
              <Table data-import-errors>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(30, 'Row')}</Table.Th>
                    <Table.Th>{t(31, 'Column')}</Table.Th>
                    <Table.Th>{t(32, 'Value')}</Table.Th>
                    <Table.Th>{t(33, 'Message')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {checked.errors.map((e) => (
                    <Table.Tr key={`${e.row}-${e.column}`}>
                      <Table.Td>{e.row}</Table.Td>
                      <Table.Td>{e.column}</Table.Td>
                      <Table.Td>{e.value}</Table.Td>
                      <Table.Td>{e.message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ResponsiveTable>
          </>
        ) : null}
        {checked && checked.errors.length === 0 && !checked.committed ? (
          <Text size="sm">{t(27, 'Import {count} lines').replace('{count}', String(checked.rowCount))}</Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t(18, 'Cancel')}
          </Button>
          {checked && checked.errors.length === 0 ? (
            <Button loading={busy} onClick={() => run(true)}>
              {t(27, 'Import {count} lines').replace('{count}', String(checked.rowCount))}
            </Button>
          ) : (
            <Button loading={busy} disabled={!file} onClick={() => run(false)}>
              {t(26, 'Check the file')}
            </Button>
          )}
        </Group>
      </Stack>
    </BaseModal>
  );
}
