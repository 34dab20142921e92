import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../../config/paths';
import { useForm } from '../../../lib/i18n';

export default function ServerErrorScreen() {
  const t = useForm('errors');
  return (
    <Center component="main" mih="80vh" p="md">
      <Stack align="center" ta="center" maw={480}>
        {/* The status figure is a display, the sentence below the page's one heading. */}
        <Text fz={48} fw={700} lh={1} c="red.7">
          500
        </Text>
        <Title order={1} size="h2">
          {t(4, 'Server error')}
        </Title>
        <Text c="dimmed">{t(5, 'Something went wrong on our side. Please try again in a moment.')}</Text>
        <Button onClick={() => window.location.assign(`${window.location.pathname}#${paths.root()}`)}>
          {t(6, 'Try again')}
        </Button>
      </Stack>
    </Center>
  );
}
