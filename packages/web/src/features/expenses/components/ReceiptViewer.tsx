import { Image, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useErrorText } from '../../../components/ErrorBanner';
import { type ExpenseReceipt, fetchReceipt } from '../api/expenses.api';
import { useExpenseTexts } from './expense-ui';

/** The image viewer (000 §2): the receipt is fetched with the bearer token and shown from memory. */
export function ReceiptContent({ receipt }: { receipt: ExpenseReceipt }) {
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
