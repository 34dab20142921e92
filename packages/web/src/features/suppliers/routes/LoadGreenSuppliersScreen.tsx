import { Alert, Anchor, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog, ErrorBanner } from '../../../components';
import { href } from '../../../config/paths';
import {
  downloadGreenSuppliersTemplate,
  type GreenSupplierImport,
  loadGreenSuppliers,
} from '../api/green-suppliers.api';
import { supplierKeys } from '../api/suppliers.api';
import { GreenSupplierPreview } from '../components/GreenSupplierPreview';
import { useGreenSupplierTexts } from '../components/green-supplier-texts';

const ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * LoadGreenSuppliers (issue 14): upload an xlsx or csv list, see what each row does (new supplier, update of an
 * existing one, or why it is refused), confirm to import the valid rows in one go, then a summary.
 */
export default function LoadGreenSuppliersScreen() {
  const t = useGreenSupplierTexts();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<GreenSupplierImport | null>(null);
  const [summary, setSummary] = useState<GreenSupplierImport | null>(null);
  const [confirming, setConfirming] = useState(false);
  const read = useMutation({
    mutationFn: (chosen: File) => loadGreenSuppliers(chosen, false),
    onSuccess: setPreview,
  });
  const choose = (chosen: File | null) => {
    if (!chosen) return;
    setFile(chosen);
    setPreview(null);
    setSummary(null);
    read.mutate(chosen);
  };
  const confirm = async () => {
    if (!file) return;
    const result = await loadGreenSuppliers(file, true);
    await queryClient.invalidateQueries({ queryKey: supplierKeys.all });
    setSummary(result);
    setPreview(null);
    setConfirming(false);
  };
  const validCount = preview ? preview.newCount + preview.updateCount : 0;
  const reset = () => {
    setFile(null);
    setPreview(null);
    setSummary(null);
    read.reset();
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(10, 'Load green suppliers')}
        </Title>
        <Anchor component={Link} to={href('suppliers')}>
          {t(33, 'Back to the suppliers')}
        </Anchor>
      </Group>
      <Text>
        {t(
          11,
          'Import a list of green suppliers from an xlsx or csv file (up to 1 MB and 2,000 rows). A supplier is matched by its VAT number, else by its name; imported suppliers are marked green.',
        )}
      </Text>
      {summary ? (
        <Alert color="green" title={t(37, 'Import summary')} role="status">
          <Stack gap="sm" align="flex-start">
            <Text>
              {t(27, 'Import done: {created} suppliers created, {updated} updated, all marked green.', {
                created: String(summary.created),
                updated: String(summary.updated),
              })}
            </Text>
            <Group>
              <Button onClick={reset}>{t(28, 'Import another file')}</Button>
              <Anchor component={Link} to={href('suppliers')}>
                {t(33, 'Back to the suppliers')}
              </Anchor>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Paper withBorder p="lg">
          <Group justify="space-between">
            <Group>
              <IconFileSpreadsheet size={32} stroke={1.5} aria-hidden />
              <FileButton onChange={choose} accept={ACCEPT}>
                {(props) => (
                  <Button {...props} loading={read.isPending}>
                    {file ? t(14, 'Choose a file') : t(13, 'Supplier list (xlsx or csv)')}
                  </Button>
                )}
              </FileButton>
              {file && <Text size="sm">{file.name}</Text>}
            </Group>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => downloadGreenSuppliersTemplate(t)}
            >
              <Group gap={4} wrap="nowrap">
                <IconDownload size={16} aria-hidden />
                {t(12, 'Download the template (csv)')}
              </Group>
            </Anchor>
          </Group>
          {read.isPending && (
            <Text size="sm" c="dimmed" mt="sm" role="status">
              {t(36, 'Reading the file…')}
            </Text>
          )}
        </Paper>
      )}
      {read.isError && <ErrorBanner error={read.error} />}
      {preview && preview.rows.length === 0 && (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(29, 'The file has no supplier row.')}
        </Paper>
      )}
      {preview && preview.rows.length > 0 && (
        <Stack>
          <Title order={2} size="h3">
            {t(15, 'Preview')}
          </Title>
          <Text role="status">
            {t(22, '{new} new · {update} updates · {error} rows with errors', {
              new: String(preview.newCount),
              update: String(preview.updateCount),
              error: String(preview.errorCount),
            })}
          </Text>
          {preview.errorCount > 0 && (
            <Alert color="orange">
              {t(
                34,
                'Rows with errors are not imported: correct the file and load it again, or import the valid rows only.',
              )}
            </Alert>
          )}
          <GreenSupplierPreview rows={preview.rows} t={t} />
          <Group>
            <Button disabled={validCount === 0} onClick={() => setConfirming(true)}>
              {t(23, 'Import {count} valid rows', { count: String(validCount) })}
            </Button>
            <Button variant="default" onClick={reset}>
              {t(26, 'Cancel')}
            </Button>
          </Group>
        </Stack>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t(25, 'Confirm the import')}
        message={t(24, 'Import {count} suppliers and mark them green? Rows with errors are skipped.', {
          count: String(validCount),
        })}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
