import { Anchor, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { showToast, useErrorText } from '../../../components';
import { useForm } from '../../../lib/i18n';
import { downloadBudgetImportTemplate } from './api/budget-import.api';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Step 1: a drop zone and a file button (the server checks the content), and the template download. */
export function ImportFileStep({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const t = useForm('budget-import');
  const toText = useErrorText();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <Stack>
      <Paper
        withBorder
        p="xl"
        data-drop-zone
        style={{ borderStyle: 'dashed', borderWidth: 2 }}
        bg={over ? 'var(--mantine-color-blue-light)' : undefined}
        onDragOver={(event: DragEvent<HTMLDivElement>) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <Stack align="center" gap="sm">
          <IconFileSpreadsheet size={40} stroke={1.5} />
          <Text ta="center">{t(10, 'Drop an Excel file (.xlsx) here, or choose one.')}</Text>
          <FileButton onChange={(file) => file && onFile(file)} accept={XLSX_ACCEPT}>
            {(props) => (
              <Button {...props} loading={busy}>
                {t(11, 'Choose a file')}
              </Button>
            )}
          </FileButton>
          {busy && (
            <Text size="sm" c="dimmed">
              {t(33, 'Reading the file ...')}
            </Text>
          )}
        </Stack>
      </Paper>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed">
          {t(13, 'Up to 5 MB and 20,000 rows.')}{' '}
          {t(48, 'The template lists the departments and categories of the project.')}
        </Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() =>
            downloadBudgetImportTemplate().catch((error: unknown) =>
              showToast({ variant: 'danger', title: t(34, 'Error'), message: toText(error) }),
            )
          }
        >
          <Group gap={4} wrap="nowrap">
            <IconDownload size={16} />
            {t(12, 'Download the template')}
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
