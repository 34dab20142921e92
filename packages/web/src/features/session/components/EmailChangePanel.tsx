import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { emailField } from '@setledger/shared/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ErrorBanner } from '../../../components';
import { useFormat } from '../../../lib/format';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useForm } from '../../../lib/i18n';
import { useValidationMessage } from '../../../lib/validation-messages';
import { cancelEmailChange, type PendingEmail, requestEmailChange } from '../api/email-change.api';

/**
 * Change my login email (issue 12 item 1): a link goes to the new address and the email changes only when it
 * is opened; meanwhile the panel says where the confirmation went and offers to cancel.
 */
export function EmailChangePanel({ pending }: { pending: PendingEmail | null }) {
  const format = useFormat();
  const t = useForm('profile');
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const [newEmail, setNewEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['my-profile'] });
  const request = useMutation({
    mutationFn: requestEmailChange,
    onSuccess: async () => {
      setNewEmail('');
      await refresh();
    },
    onError: (failure) => {
      if (failure instanceof GraphQLRequestError && failure.field) setError(failure.message);
    },
  });
  const cancel = useMutation({ mutationFn: cancelEmailChange, onSuccess: refresh });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailField.safeParse(newEmail);
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message ?? 'invalidEmail'));
      return;
    }
    setError(undefined);
    request.mutate(parsed.data);
  };
  const fieldError = request.error instanceof GraphQLRequestError && request.error.field;

  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        {t(1000, 'Change my email')}
      </Title>
      {!fieldError && <ErrorBanner error={request.error ?? cancel.error} />}
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
        <form onSubmit={submit} noValidate>
          <Group align="flex-end">
            <TextInput
              label={t(1001, 'New email')}
              type="email"
              autoComplete="email"
              value={newEmail}
              onChange={(e) => setNewEmail(e.currentTarget.value)}
              error={error}
              required
              style={{ flex: 1 }}
              maw={420}
            />
            <Button type="submit" loading={request.isPending}>
              {t(1002, 'Send a confirmation link')}
            </Button>
          </Group>
        </form>
      )}
    </Paper>
  );
}
