import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { newPasswordSchema } from '@setledger/shared/users/users.schemas';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorBanner, PageLoader } from '../../../components';
import { paths } from '../../../config/paths';
import { useForm } from '../../../lib/i18n';
import { fieldErrors, useValidationMessage } from '../../../lib/validation-messages';
import { getPasswordReset, setNewPassword } from '../api/account.api';
import { PublicPage } from '../components/PublicPage';

/** pages/reset-password/{xid}: chooses a new password from an emailed link, once. */
export default function ResetPasswordScreen() {
  const t = useForm('login');
  const message = useValidationMessage();
  const xid = useParams().xid ?? '';
  const request = useQuery({
    queryKey: ['password-reset', xid],
    queryFn: () => getPasswordReset(xid),
    retry: false,
  });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);

  if (request.isPending) return <PageLoader />;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse({ password });
    const next = parsed.success ? {} : fieldErrors(parsed.error.issues, message);
    if (password !== confirm) next.confirm = t(9, 'The two passwords differ.');
    if (Object.keys(next).length > 0) {
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await setNewPassword(xid, password);
      setDone(true);
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <PublicPage subtitle={t(22, 'Choose a new password')}>
      {request.isError ? (
        <ErrorBanner error={request.error} />
      ) : done ? (
        <Alert color="teal" variant="light">
          {t(23, 'Your password is changed. Sign in with it now.')}
        </Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <ErrorBanner error={failure} />
            <TextInput label={t(2, 'Email')} value={request.data.email} readOnly />
            <PasswordInput
              label={t(24, 'New password')}
              description={t(16, 'At least 8 characters.')}
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
            />
            <PasswordInput
              label={t(17, 'Repeat the password')}
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              error={errors.confirm}
            />
            <Button type="submit" loading={saving} fullWidth>
              {t(25, 'Save the new password')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={paths.login()} size="sm">
        {t(8, 'Go to the sign-in page')}
      </Anchor>
    </PublicPage>
  );
}
