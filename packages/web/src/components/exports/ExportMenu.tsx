import { Button, Popover, Progress, Stack, Text, TextInput } from '@mantine/core';
import type { ExportFormat, ExportName } from '@setledger/shared/exports/exports.constants';
import type { ExportSeparator } from '@setledger/shared/exports/exports.schemas';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { saveBlob } from '../../lib/files';
import { showToast, useErrorText } from '..';
import { type ExportProgress, fetchExport } from './export-download';
import { type ExportColumnChoice, useDefaultColumns, useExportTexts, useExportTitle } from './export-texts';

// The custom dialog loads when first opened: list screens stay light.
const CustomExportDialog = lazy(() =>
  import('./CustomExportDialog').then((module) => ({ default: module.CustomExportDialog })),
);

export interface ExportMenuProps {
  /** The list to export (001 §9 names). */
  name: ExportName;
  /** The screen's current filter: the export holds the same rows (paging is ignored by the server). */
  filter?: object;
  /** Columns offered by the custom export; the list's default columns otherwise. */
  columns?: ExportColumnChoice[];
  /** The button's text; 'Export' by default. */
  label?: string;
  /** Adds the list's title to the button ('Export: Expense items'), for screens with several exports. */
  titled?: boolean;
}

/**
 * The export button of a list (001 §5, §9): xlsx, pdf, csv, txt or a custom .csv, an optional file name,
 * a progress bar while the file arrives, then the file saved under the server's name.
 */
export function ExportMenu({ name, filter, columns, label, titled = false }: ExportMenuProps) {
  const t = useExportTexts();
  const title = useExportTitle(name);
  const toText = useErrorText();
  const defaults = useDefaultColumns(name);
  const offered = columns ?? defaults;
  const [opened, setOpened] = useState(false);
  const [customOpened, setCustomOpened] = useState(false);
  const [customName, setCustomName] = useState('');
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  const run = async (format: ExportFormat, custom?: { columns: string[]; separator: ExportSeparator }) => {
    setOpened(false);
    setCustomOpened(false);
    setProgress({ loaded: 0, total: null });
    try {
      const { blob, fileName } = await fetchExport(
        {
          name,
          format,
          customName: customName.trim() || null,
          filter: (filter ?? {}) as Record<string, unknown>,
          ...(custom ?? {}),
        },
        setProgress,
      );
      saveBlob(blob, fileName ?? `${customName.trim() || name}.${format === 'xls' ? 'xlsx' : format}`);
    } catch (error) {
      showToast({ variant: 'danger', title: t(80, 'The export failed.'), message: toText(error) });
    } finally {
      setProgress(null);
    }
  };

  const formats: [ExportFormat, string][] = [
    ['xls', t(61, 'Excel (.xlsx)')],
    ['pdf', t(62, 'PDF')],
    ['csv', t(63, 'CSV')],
    ['txt', t(64, 'Text (tab-separated)')],
  ];
  const percent = progress?.total ? Math.min(100, (progress.loaded / progress.total) * 100) : null;

  return (
    <Stack gap={4} data-export={name}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" withinPortal>
        <Popover.Target>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={progress !== null}
            onClick={() => setOpened((o) => !o)}
          >
            {label ?? (titled && title ? `${t(60, 'Export')}: ${title}` : t(60, 'Export'))}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" w={260}>
            <TextInput
              label={t(66, 'File name (optional)')}
              description={t(67, 'Without a name, the file is named after the list and the time.')}
              value={customName}
              maxLength={100}
              onChange={(event) => setCustomName(event.currentTarget.value)}
            />
            {formats.map(([format, text]) => (
              <Button key={format} variant="light" justify="flex-start" onClick={() => void run(format)}>
                {text}
              </Button>
            ))}
            {offered.length > 0 && (
              <Button
                variant="light"
                justify="flex-start"
                onClick={() => {
                  setOpened(false);
                  setCustomOpened(true);
                }}
              >
                {t(65, 'Custom…')}
              </Button>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {progress && (
        <Stack gap={2} role="status" aria-live="polite">
          <Text size="xs" c="dimmed">
            {t(79, 'Preparing the file…')}
          </Text>
          <Progress
            size="sm"
            value={percent ?? 100}
            striped={percent === null}
            animated={percent === null}
            aria-label={t(79, 'Preparing the file…')}
          />
        </Stack>
      )}
      {customOpened && (
        <Suspense fallback={null}>
          <CustomExportDialog
            opened={customOpened}
            columns={offered}
            onClose={() => setCustomOpened(false)}
            onExport={(choice) => void run('custom', choice)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
