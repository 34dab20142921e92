import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { emailField } from '@setledger/shared/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ErrorBanner } from '../../../components';
import { useZodForm } from '../../../lib/form';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import { cancelEmailChange, type PendingEmail, requestEmailChange } from '../api/email-change.api';

/** RequestEmailChange's NewEmail, with the server's own email rule. */
const EMAIL_CHANGE = z.object({ newEmail: emailField });

/**
 * Change my login email (issue 12 item 1): a link goes to the new address and the email changes only when it
 * is opened; meanwhile the panel says where the confirmation went and offers to cancel.
 */
export function EmailChangePanel({ pending }: { pending: PendingEmail | null }) {
  const format = useFormat();
  const t = useForm('profile');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['my-profile'] });
  const form = useZodForm({
    schema: EMAIL_CHANGE,
    initialValues: { newEmail: '' },
    fields: { NewEmail: 'newEmail' },
  });
  const cancel = useMutation({ mutationFn: cancelEmailChange, onSuccess: refresh });

  const submit = form.onSubmit(async ({ newEmail }) => {
    await requestEmailChange(newEmail);
    form.set('newEmail', '');
    await refresh();
  });

  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        {t(1000, 'Change my email')}
      </Title>
      <ErrorBanner error={form.formError ?? cancel.error} fields={form.labels} />
      {pending ? (
        <Stack>
          <Alert color="teal" variant="light">
            <Text>
              {t(
                1003,
                'A confirmation was sent to {email}. Your email changes when you open the link in it.',
              ).replace('{email}', pending.newEmail)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(
                1005,
                'The link works until {date}. Until then you keep signing in with your current email.',
              ).replace('{date}', format.dateTime(pending.expiresAt))}
            </Text>
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => cancel.mutate()} loading={cancel.isPending}>
              {t(1004, 'Cancel the change')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Group align="flex-end">
            <TextInput
              {...form.field('newEmail', { label: t(1001, 'New email') })}
              type="email"
              autoComplete="email"
              required
              style={{ flex: 1 }}
              maw={420}
            />
            <Button type="submit" loading={form.submitting}>
              {t(1002, 'Send a confirmation link')}
            </Button>
          </Group>
        </form>
      )}
    </Paper>
  );
}
