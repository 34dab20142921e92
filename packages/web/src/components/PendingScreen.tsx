import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useForm } from '../lib/i18n';

/**
 * The one shared screen for a route whose module belongs to an issue not done yet: the route table and its
 * guards are complete, and `data-pending-screen` lets tests count what remains.
 */
export function PendingScreen({ title }: { title: string }) {
  const t = useForm('ui-pending-screen');
  return (
    <Paper data-pending-screen="true" withBorder p="xl" radius="md" maw={640} mx="auto" mt="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal">
          <IconHourglassHigh size={30} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{t(1, 'This screen is part of a module that is not available yet.')}</Text>
        <Text c="dimmed" size="sm">
          {t(2, 'Its data and actions will appear here once the module is delivered.')}
        </Text>
      </Stack>
    </Paper>
  );
}
