import { Stack, Title } from '@mantine/core';
import { useContext } from 'react';
import { ErrorBanner } from './ErrorBanner';
import { RouteTitleContext } from './route-title';

/**
 * A screen that could not load its data: the error under the screen's level-one heading, the route's title, so
 * the page keeps its h1 (WCAG 1.3.1, 2.4.6, issue 12 item 30).
 */
export function ScreenError({ error }: { error: unknown }) {
  const title = useContext(RouteTitleContext);
  return (
    <Stack>
      {title && (
        <Title order={1} size="h2">
          {title}
        </Title>
      )}
      <ErrorBanner error={error} />
    </Stack>
  );
}
