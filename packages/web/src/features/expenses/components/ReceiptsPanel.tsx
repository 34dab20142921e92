import { ActionIcon, Button, FileButton, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import type { Formatter } from '@setledger/shared/format/formatter';
import { IconCamera, IconDownload, IconEye, IconFileUpload, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { BaseModal, ConfirmDialog, showToast, useErrorText } from '../../../components';
import { downloadFile } from '../../../lib/files';
import { useFormat } from '../../../lib/format';
import { type ExpenseReceipt, fetchReceipt } from '../api/expenses.api';
import { useExpenseTexts } from './expense-ui';

/** What a receipt input accepts: photos (camera on a phone) and PDF files; the server checks the content. */
export const RECEIPT_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,application/pdf';

const sizeText = (bytes: number, format: Formatter) =>
  bytes >= 1024 * 1024
    ? `${format.number((Math.round((bytes / 1024 / 1024) * 10) / 10).toFixed(1))} MB`
    : `${format.number(Math.max(1, Math.round(bytes / 1024)))} KB`;

/** Downloads under the server's fixed name (receipt-{item}-{id}.ext), else the name it was sent with. */
const download = (receipt: ExpenseReceipt) =>
  downloadFile(receipt.url, receipt.originalName || `receipt-${receipt.id}`);

/** The image viewer (000 §2): the receipt is fetched with the bearer token and shown from memory. */
function ReceiptContent({ receipt }: { receipt: ExpenseReceipt }) {
  const t = useExpenseTexts();
  const toText = useErrorText();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The error text is read through a ref so a new render does not fetch the file again.
  const toTextRef = useRef(toText);
  toTextRef.current = toText;
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    fetchReceipt(receipt.url)
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((e: unknown) => live && setError(toTextRef.current(e)));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [receipt.url]);
  const isPdf = receipt.contentType === 'application/pdf';
  return error ? (
    <Text c="red">{error}</Text>
  ) : !url ? (
    <Text c="dimmed">{t(4, 'Loading the receipt ...')}</Text>
  ) : isPdf ? (
    <object data={url} type="application/pdf" width="100%" height="600" aria-label={receipt.originalName}>
      <Text>{t(5, 'This browser cannot show the PDF here: download it.')}</Text>
    </object>
  ) : (
    <Image src={url} alt={receipt.originalName} fit="contain" mah="75vh" />
  );
}

/**
 * The receipts of an item: view, download, and (while the item can change) add a photo or a PDF and delete.
 * `onAdd` uploads a file; `onDelete` removes a stored receipt.
 */
export function ReceiptsPanel({
  receipts,
  pending = [],
  editable,
  onAdd,
  onDelete,
}: {
  receipts: readonly ExpenseReceipt[];
  /** Files chosen before the item exists (the add form uploads them after saving). */
  pending?: readonly File[];
  editable: boolean;
  onAdd?: (file: File) => Promise<unknown> | unknown;
  onDelete?: (receipt: ExpenseReceipt) => Promise<unknown>;
}) {
  const t = useExpenseTexts();
  const format = useFormat();
  const toText = useErrorText();
  const [viewing, setViewing] = useState<ExpenseReceipt | null>(null);
  const [deleting, setDeleting] = useState<ExpenseReceipt | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (file: File | null) => {
    if (!file || !onAdd) return;
    setBusy(true);
    try {
      await onAdd(file);
    } catch (error) {
      showToast({ variant: 'danger', title: t(6, 'Error'), message: toText(error) });
    } finally {
      setBusy(false);
    }
  };
  const fail = (error: unknown) =>
    showToast({ variant: 'danger', title: t(6, 'Error'), message: toText(error) });

  return (
    <Stack gap="xs" data-receipts>
      <Text fw={600} size="sm">
        {t(7, 'Receipts')}
      </Text>
      {receipts.length === 0 && pending.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(8, 'No receipt yet.')}
        </Text>
      )}
      {receipts.map((receipt) => (
        <Group key={receipt.id} justify="space-between" wrap="nowrap" data-receipt={receipt.id}>
          <Text size="sm" truncate>
            {receipt.originalName} · {sizeText(receipt.size, format)}
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
      {pending.map((file) => (
        <Text
          key={`${file.name}-${file.size}-${file.lastModified}`}
          size="sm"
          c="dimmed"
          data-pending-receipt
        >
          {file.name} · {sizeText(file.size, format)} · {t(12, 'sent when you save')}
        </Text>
      ))}
      {editable && onAdd && (
        <Group gap="xs">
          <FileButton onChange={add} accept="image/*" capture="environment">
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                leftSection={<IconCamera size={16} />}
                loading={busy}
              >
                {t(13, 'Take a photo')}
              </Button>
            )}
          </FileButton>
          <FileButton onChange={add} accept={RECEIPT_ACCEPT}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                leftSection={<IconFileUpload size={16} />}
                loading={busy}
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
