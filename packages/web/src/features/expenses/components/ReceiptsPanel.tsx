import { ActionIcon, Alert, Button, FileButton, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { languageCodeToTag } from '@setledger/shared/i18n/languages';
import { IconCamera, IconDownload, IconEye, IconFileUpload, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { BaseModal } from '../../../components/BaseModal';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useErrorText } from '../../../components/ErrorBanner';
import { showToast } from '../../../components/toast';
import { downloadFile } from '../../../lib/files';
import { useI18n } from '../../../lib/i18n';
import type { ExpenseReceipt } from '../api/expenses.api';
import { useExpenseTexts } from './expense-ui';
import { ReceiptContent } from './ReceiptViewer';
import {
  type PendingReceipt,
  RECEIPT_ACCEPT,
  RECEIPTS_PER_ITEM_MAX,
  receiptFileProblem,
  receiptLimitText,
  receiptSizeText,
  uploadFailure,
} from './receipt-files';

/** Downloads under the server's fixed name (receipt-{item}-{id}.ext), else the name it was sent with. */
const download = (receipt: ExpenseReceipt) =>
  downloadFile(receipt.url, receipt.originalName || `receipt-${receipt.id}`);

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{${name}}`, String(value)), text);

/**
 * The receipts of an item: view, download, and (while the item can change) add a photo or a PDF and delete.
 * The limits show before anything is sent, a file past them is refused in the browser, and an upload shows its
 * progress (issue 12 items 9 and 28). `onAdd` uploads a file (reporting progress) or keeps it for the save;
 * `onDelete` removes a stored receipt.
 */
export function ReceiptsPanel({
  receipts,
  pending = [],
  editable,
  onAdd,
  onRemovePending,
  onDelete,
  progress = null,
}: {
  receipts: readonly ExpenseReceipt[];
  /** Files chosen before the item exists (the add form uploads them after saving). */
  pending?: readonly PendingReceipt[];
  editable: boolean;
  onAdd?: (file: File, onProgress: (fraction: number) => void) => Promise<unknown> | unknown;
  onRemovePending?: (file: File) => void;
  onDelete?: (receipt: ExpenseReceipt) => Promise<unknown>;
  /** A pending file the form is sending as it saves the item. */
  progress?: { name: string; percent: number } | null;
}) {
  const t = useExpenseTexts();
  const toText = useErrorText();
  const lang = languageCodeToTag(useI18n().language);
  const [viewing, setViewing] = useState<ExpenseReceipt | null>(null);
  const [deleting, setDeleting] = useState<ExpenseReceipt | null>(null);
  const [sending, setSending] = useState<{ name: string; percent: number } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const isFull = receipts.length + pending.length >= RECEIPTS_PER_ITEM_MAX;
  const shown = sending ?? progress;

  const add = async (file: File | null) => {
    if (!file || !onAdd) return;
    const problem = receiptFileProblem(file, lang);
    if (problem) {
      setRefusal(
        problem.kind === 'tooLarge'
          ? fill(
              t(
                2301,
                '{name} weighs {size}: a receipt may weigh at most {limit}. Choose a smaller photo or a PDF.',
              ),
              { name: file.name, size: problem.size, limit: problem.limit },
            )
          : fill(t(2302, '{name} is not a photo (JPEG, PNG, WebP, HEIC) or a PDF.'), { name: file.name }),
      );
      return;
    }
    setRefusal(null);
    setSending({ name: file.name, percent: 0 });
    try {
      await onAdd(file, (fraction) => setSending({ name: file.name, percent: Math.round(fraction * 100) }));
    } catch (error) {
      setRefusal(`${file.name}: ${uploadFailure(error, toText)}`);
    } finally {
      setSending(null);
    }
  };
  const fail = (error: unknown) =>
    showToast({ variant: 'danger', title: t(6, 'Error'), message: toText(error) });

  return (
    <Stack gap="xs" data-receipts>
      <Text fw={600} size="sm">
        {t(7, 'Receipts')}
      </Text>
      {editable && onAdd && (
        <Text size="xs" c="dimmed" data-receipt-limits>
          {fill(
            t(2300, 'Photos or PDF files of at most {size} each; at most {count} receipts per expense.'),
            {
              size: receiptLimitText(lang),
              count: RECEIPTS_PER_ITEM_MAX,
            },
          )}
        </Text>
      )}
      {receipts.length === 0 && pending.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(8, 'No receipt yet.')}
        </Text>
      )}
      {receipts.map((receipt) => (
        <Group key={receipt.id} justify="space-between" wrap="nowrap" data-receipt={receipt.id}>
          <Text size="sm" truncate>
            {receipt.originalName} · {receiptSizeText(receipt.size, lang)}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t(9, 'View')}>
              <ActionIcon
                variant="subtle"
                aria-label={`${t(9, 'View')} – ${receipt.originalName}`}
                onClick={() => setViewing(receipt)}
              >
                <IconEye size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t(10, 'Download')}>
              <ActionIcon
                variant="subtle"
                aria-label={`${t(10, 'Download')} – ${receipt.originalName}`}
                onClick={() => download(receipt).catch(fail)}
              >
                <IconDownload size={18} />
              </ActionIcon>
            </Tooltip>
            {editable && onDelete && (
              <Tooltip label={t(11, 'Delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${t(11, 'Delete')} – ${receipt.originalName}`}
                  onClick={() => setDeleting(receipt)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
      ))}
      {pending.map(({ file, error }) => (
        <Group
          key={`${file.name}-${file.size}-${file.lastModified}`}
          justify="space-between"
          wrap="nowrap"
          data-pending-receipt
        >
          <Text size="sm" c={error ? 'red' : 'dimmed'}>
            {file.name} · {receiptSizeText(file.size, lang)} · {t(12, 'sent when you save')}
            {error ? ` · ${error}` : ''}
          </Text>
          {onRemovePending && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`${t(11, 'Delete')} – ${file.name}`}
              onClick={() => onRemovePending(file)}
            >
              <IconX size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {shown && (
        <Stack gap={2} data-receipt-progress>
          <Text size="xs">
            {fill(t(2304, 'Sending {name}…'), { name: shown.name })} {shown.percent} %
          </Text>
          <Progress
            value={shown.percent}
            aria-label={fill(t(2304, 'Sending {name}…'), { name: shown.name })}
          />
        </Stack>
      )}
      {refusal && (
        <Alert color="red" variant="light" role="alert" data-receipt-refused>
          {refusal}
        </Alert>
      )}
      {editable && onAdd && isFull && (
        <Text size="xs" c="dimmed">
          {fill(t(2303, 'This expense has {count} receipts, the most it takes: delete one to add another.'), {
            count: RECEIPTS_PER_ITEM_MAX,
          })}
        </Text>
      )}
      {editable && onAdd && (
        <Group gap="xs">
          <FileButton onChange={add} accept="image/*" capture="environment" disabled={isFull}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                leftSection={<IconCamera size={16} />}
                loading={sending !== null}
                disabled={isFull}
              >
                {t(13, 'Take a photo')}
              </Button>
            )}
          </FileButton>
          <FileButton onChange={add} accept={RECEIPT_ACCEPT} disabled={isFull}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                leftSection={<IconFileUpload size={16} />}
                loading={sending !== null}
                disabled={isFull}
              >
                {t(14, 'Add a photo or a PDF')}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      <BaseModal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        size="xl"
        title={viewing?.originalName || t(3, 'Receipt')}
      >
        {viewing && <ReceiptContent key={viewing.id} receipt={viewing} />}
      </BaseModal>
      <ConfirmDialog
        opened={deleting !== null}
        danger
        title={t(15, 'Delete the receipt')}
        message={t(16, 'The receipt file is deleted for good.')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting && onDelete) await onDelete(deleting);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
