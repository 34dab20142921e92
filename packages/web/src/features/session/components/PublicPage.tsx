import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicLanguagePicker } from './PublicLanguagePicker';

/** The frame of the public pages (sign in, invitation, password reset): product name, language, a card. */
export function PublicPage({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  return (
    <Center component="main" mih="100vh" bg="gray.0" p="md">
      <Box w="100%" maw={440}>
        <Group justify="flex-end" mb="sm">
          <PublicLanguagePicker />
        </Group>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Stack>
            <div>
              <Title order={1} size="h2" c="teal.7">
                Setledger
              </Title>
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            </div>
            {children}
          </Stack>
        </Paper>
      </Box>
    </Center>
  );
}
