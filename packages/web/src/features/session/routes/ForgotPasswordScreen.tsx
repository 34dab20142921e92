import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { forgotPasswordForm } from '@setledger/shared/session/public-forms';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { paths } from '../../../config/paths';
import { useForm } from '../../../lib/i18n';
import { useValidationMessage } from '../../../lib/validation-messages';
import { requestPasswordReset } from '../api/account.api';
import { PublicPage } from '../components/PublicPage';

/** pages/forgot-password: asks for a reset link. The answer is the same whether the email has an account or not. */
export default function ForgotPasswordScreen() {
  const t = useForm('login');
  const message = useValidationMessage();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordForm.safeParse({ email });
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message ?? 'invalidEmail'));
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await requestPasswordReset(parsed.data.email);
      setSent(true);
    } catch (caught) {
      setFailure(caught);
    } finally {
      setSaving(false);
    }
  };
  return (
    <PublicPage subtitle={t(19, 'Forgot your password?')}>
      {sent ? (
        <Alert color="teal" variant="light">
          {t(
            20,
            'If an account uses this address, a link to choose a new password is on its way. It works once, for 2 hours.',
          )}
        </Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <ErrorBanner error={failure} />
            <TextInput
              label={t(2, 'Email')}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={error}
            />
            <Button type="submit" loading={saving} fullWidth>
              {t(21, 'Send me a link')}
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
