import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { CardList } from './CardList';

export interface CrewEntryMember {
  id: number;
  fullName: string;
  departmentName?: string | null;
  functionName?: string | null;
  underContract: boolean;
}

/**
 * The crew-entry screens' first step (expensesEntryCrew, timesheetsEntryCrew): production searches the crew and
 * picks the person they enter documents for. Each screen gives its own texts and what a pick opens.
 */
export function CrewEntryPicker({
  title,
  intro,
  noContract,
  crew,
  onPick,
}: {
  title: string;
  intro: string;
  noContract: string;
  crew: readonly CrewEntryMember[];
  onPick: (person: CrewEntryMember) => void;
}) {
  return (
    <Stack>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {intro}
      </Text>
      <CardList
        items={[...crew]}
        getKey={(person) => person.id}
        searchText={(person) =>
          `${person.fullName} ${person.departmentName ?? ''} ${person.functionName ?? ''}`
        }
        onRowClick={onPick}
        renderCard={(person) => (
          <Group justify="space-between" data-crew-member={person.id}>
            <div>
              <Text fw={600}>{person.fullName}</Text>
              <Text size="sm" c="dimmed">
                {[person.departmentName, person.functionName].filter(Boolean).join(' · ')}
              </Text>
            </div>
            {!person.underContract && (
              <Badge color="gray" variant="light">
                {noContract}
              </Badge>
            )}
          </Group>
        )}
      />
    </Stack>
  );
}
