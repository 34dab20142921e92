import { Image, ThemeIcon } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type ExpenseReceipt, fetchReceipt } from '../api/expenses.api';

const SIZE = 40;

/**
 * A receipt's thumbnail in the validators' tables: the image fetched with the bearer token (000 §7) once it
 * scrolls into view, kept for the session; a PDF shows as an icon.
 */
export function ReceiptThumb({ receipt }: { receipt: ExpenseReceipt }) {
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !box.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setVisible(true);
    });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [visible]);
  const isPdf = receipt.contentType === 'application/pdf';
  const image = useQuery({
    queryKey: ['receipt-thumb', receipt.id],
    queryFn: async () => URL.createObjectURL(await fetchReceipt(receipt.url)),
    enabled: visible && !isPdf,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return (
    <div ref={box} style={{ width: SIZE, height: SIZE }} data-receipt-thumb={receipt.id}>
      {isPdf ? (
        <ThemeIcon variant="light" size={SIZE} aria-label={receipt.originalName} role="img">
          <IconFileTypePdf size={24} />
        </ThemeIcon>
      ) : image.data ? (
        <Image src={image.data} alt={receipt.originalName} w={SIZE} h={SIZE} fit="cover" radius="sm" />
      ) : (
        <div role="img" aria-label={receipt.originalName} style={{ width: SIZE, height: SIZE }} />
      )}
    </div>
  );
}
