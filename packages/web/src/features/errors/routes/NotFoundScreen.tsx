import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useForm } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-context';

export default function NotFoundScreen() {
  const t = useForm('errors');
  const { isSignedIn } = useSession();
  return (
    <Center component="main" mih="80vh" p="md">
      <Stack align="center" ta="center" maw={480}>
        {/* The status figure is a display, the sentence below the page's one heading. */}
        <Text fz={48} fw={700} lh={1} c="teal.7">
          404
        </Text>
        <Title order={1} size="h2">
          {t(1, 'Page not found')}
        </Title>
        <Text c="dimmed">
          {t(2, 'The page you asked for does not exist or you do not have access to it.')}
        </Text>
        <Button component={Link} to={isSignedIn ? paths.myDashboard() : paths.login()}>
          {isSignedIn ? t(3, 'Back to my dashboard') : t(7, 'Go to sign in')}
        </Button>
      </Stack>
    </Center>
  );
}
