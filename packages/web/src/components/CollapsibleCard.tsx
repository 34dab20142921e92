import { Card, Collapse, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { DetailsToggle } from './DetailsToggle';

interface CollapsibleCardProps {
  header: ReactNode;
  /** Status badge (or any right-aligned marker) shown beside the header. */
  status?: ReactNode;
  children: ReactNode;
  defaultOpened?: boolean;
  onClick?: () => void;
}

/** 001 §2.4 items 3 and 7: a card with a status badge and a collapsible details panel. */
export function CollapsibleCard({
  header,
  status,
  children,
  defaultOpened = false,
  onClick,
}: CollapsibleCardProps) {
  const [opened, { toggle }] = useDisclosure(defaultOpened);
  return (
    <Card withBorder padding="md" radius="md">
      <Group
        justify="space-between"
        wrap="nowrap"
        onClick={onClick}
        style={onClick ? { cursor: 'pointer' } : undefined}
      >
        <div>{header}</div>
        {status}
      </Group>
      <Collapse expanded={opened} keepMounted={false}>
        <div data-testid="card-details">{children}</div>
      </Collapse>
      <Group justify="flex-end" mt="xs">
        <DetailsToggle opened={opened} onToggle={toggle} />
      </Group>
    </Card>
  );
}
