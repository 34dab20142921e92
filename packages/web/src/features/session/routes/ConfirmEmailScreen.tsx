import { Alert, Anchor, Button, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ErrorBanner, PageLoader } from '../../../components';
import { paths } from '../../../config/paths';
import { useForm } from '../../../lib/i18n';
import { confirmEmailChange, getEmailChange } from '../api/email-change.api';
import { PublicPage } from '../components/PublicPage';

/**
 * pages/confirm-email/{token}: the link mailed to a new login email (issue 12 item 1). Opening it changes
 * nothing (mail scanners open links too); the button confirms, once.
 */
export default function ConfirmEmailScreen() {
  const t = useForm('email-change');
  const token = useParams().token ?? '';
  const change = useQuery({
    queryKey: ['email-change', token],
    queryFn: () => getEmailChange(token),
    retry: false,
  });
  const confirm = useMutation({ mutationFn: () => confirmEmailChange(token) });

  if (change.isPending) return <PageLoader />;
  return (
    <PublicPage subtitle={t(100, 'Confirm your new email address')}>
      {change.isError ? (
        <ErrorBanner error={change.error} />
      ) : confirm.isSuccess ? (
        <Alert color="teal" variant="light">
          {t(103, 'Your email address is now {email}. Sign in with it from now on.').replace(
            '{email}',
            confirm.data,
          )}
        </Alert>
      ) : (
        <>
          <ErrorBanner error={confirm.error} />
          <Text>{t(101, 'Use this address to sign in and to receive messages from now on:')}</Text>
          <Text fw={700}>{change.data.newEmail}</Text>
          <Button onClick={() => confirm.mutate()} loading={confirm.isPending} fullWidth>
            {t(102, 'Confirm this address')}
          </Button>
        </>
      )}
      <Anchor component={Link} to={paths.login()} size="sm">
        {t(104, 'Go to the sign-in page')}
      </Anchor>
    </PublicPage>
  );
}
