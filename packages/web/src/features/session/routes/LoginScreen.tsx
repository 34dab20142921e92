import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { signInForm } from '@setledger/shared/session/public-forms';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
// Not the components barrel, and a zod-free schema: the sign-in page is a visitor's first screen (issue 17).
import { ErrorBanner } from '../../../components/ErrorBanner';
import { href, paths, returnRoute } from '../../../config/paths';
import { usePlainForm } from '../../../lib/form/use-plain-form';
import { useForm } from '../../../lib/i18n';
import { APP_VERSION_ERROR_KEY, storeToken } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';
import { signIn } from '../api/session.api';
import { PublicLanguagePicker } from '../components/PublicLanguagePicker';

export default function LoginScreen() {
  const t = useForm('login');
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  const form = usePlainForm({ schema: signInForm, initialValues: { email: '', password: '' } });
  const versionError = window.localStorage.getItem(APP_VERSION_ERROR_KEY);
  // The route a guard sent the person here from (issue 12 item 31), else the dashboard.
  const [search] = useSearchParams();
  const destination = returnRoute(search.get('next')) ?? paths.myDashboard();

  if (isSignedIn) return <Navigate to={destination} replace />;

  const submit = form.onSubmit(async ({ email, password }) => {
    storeToken(await signIn(email, password));
    void navigate(destination, { replace: true });
  });

  return (
    <Center component="main" mih="100vh" bg="gray.0" p="md">
      <Box w="100%" maw={420}>
        <Group justify="flex-end" mb="sm">
          <PublicLanguagePicker />
        </Group>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack>
              <div>
                <Title order={1} size="h2" c="teal.7">
                  Setledger
                </Title>
                <Text c="dimmed" size="sm">
                  {t(
                    2200,
                    'Expenses, purchase orders and budgets of your production, with the CO2 of every journey claimed.',
                  )}
                </Text>
              </div>
              {versionError && (
                <Alert color="yellow" variant="light">
                  {versionError}
                </Alert>
              )}
              <ErrorBanner error={form.formError} fields={form.labels} />
              <TextInput
                {...form.field('email', { label: t(2, 'Email') })}
                type="email"
                autoComplete="username"
                required
              />
              <PasswordInput
                {...form.field('password', { label: t(3, 'Password') })}
                autoComplete="current-password"
                required
              />
              <Button type="submit" loading={form.submitting} fullWidth>
                {t(1, 'Sign in')}
              </Button>
              <Anchor component={Link} to={href('pages/forgot-password')} size="sm" ta="center">
                {t(19, 'Forgot your password?')}
              </Anchor>
            </Stack>
          </form>
        </Paper>
      </Box>
    </Center>
  );
}
