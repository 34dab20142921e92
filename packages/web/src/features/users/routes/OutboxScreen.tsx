import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CollapsibleCard, ErrorBanner, Loader } from '../../../components';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import { getOutbox, userKeys } from '../api/users.api';

const PAGE = 20;

/** settings/outbox (administrators): messages the app sent for the project; without SMTP they wait here. */
export default function OutboxScreen() {
  const format = useFormat();
  const t = useForm('users');
  const [page, setPage] = useState(0);
  const outbox = useQuery({
    queryKey: userKeys.outbox(page),
    queryFn: () => getOutbox(page * PAGE, PAGE),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((outbox.data?.total ?? 0) / PAGE));
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(178, 'Sent messages')}
      </Title>
      <Text c="dimmed" size="sm">
        {t(
          179,
          'Every message the app sends for this project. Without a mail server configured, messages are kept here and not delivered.',
        )}
      </Text>
      {outbox.isError && <ErrorBanner error={outbox.error} />}
      {outbox.isPending ? (
        <Loader />
      ) : outbox.data?.items.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(180, 'No message yet.')}
        </Paper>
      ) : (
        outbox.data?.items.map((mail) => (
          <CollapsibleCard
            key={mail.id}
            header={
              <div>
                <Text fw={600}>{mail.subject}</Text>
                <Text size="sm" c="dimmed">
                  {`${mail.to} · ${format.dateTime(mail.createdAt)}`}
                </Text>
              </div>
            }
            status={
              <Badge color={mail.sentAt ? 'green' : mail.error ? 'red' : 'gray'} variant="light">
                {mail.sentAt ? t(181, 'Sent') : mail.error ? t(182, 'Failed') : t(183, 'Not sent')}
              </Badge>
            }
          >
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {mail.text}
            </Text>
            {mail.attachmentNames.length > 0 && (
              <Text size="sm" c="dimmed" mt="xs">
                {`${t(184, 'Attachments')}: ${mail.attachmentNames.join(', ')}`}
              </Text>
            )}
            {mail.error && (
              <Text size="sm" c="red" mt="xs">
                {mail.error}
              </Text>
            )}
          </CollapsibleCard>
        ))
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" disabled={page === 0} onClick={() => setPage(page - 1)}>
          {t(29, 'Previous')}
        </Button>
        <Text size="sm">{`${page + 1} / ${pages}`}</Text>
        <Button variant="default" size="xs" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
          {t(30, 'Next')}
        </Button>
      </Group>
    </Stack>
  );
}
