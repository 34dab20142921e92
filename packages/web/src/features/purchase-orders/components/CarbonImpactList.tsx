import { Alert, List, Text } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import type { CarbonImpact } from '../api/purchase-orders.api';

/** The carbon these POs add per carbon-budget cell (issue 16), with the cells they take over their plan. */
export function CarbonImpactList({ impacts }: { impacts: CarbonImpact[] }) {
  const c = useForm('carbon-budget');
  const format = useFormat();
  const over = impacts.some((i) => i.overBy !== null);
  const cellName = (i: CarbonImpact) =>
    `${c(2, 'Carbon category')} ${i.carbonCategory} · ${
      i.department === null ? c(9, 'Whole category') : (i.departmentName ?? String(i.department))
    }`;
  return (
    <Alert
      color={over ? 'orange' : 'teal'}
      icon={<IconLeaf size={18} />}
      title={c(38, 'Carbon these purchase orders add')}
      data-carbon-impact
    >
      <List size="sm" spacing={4}>
        {impacts.map((i) => (
          <List.Item key={`${i.carbonCategory}-${i.department ?? ''}`}>
            {i.planned === null
              ? c(40, '{kg} to {cell} (not planned)')
                  .replace('{kg}', format.mass(i.kgCo2e))
                  .replace('{cell}', cellName(i))
              : c(39, '{kg} to {cell}: {after} of {planned} planned')
                  .replace('{kg}', format.mass(i.kgCo2e))
                  .replace('{cell}', cellName(i))
                  .replace('{after}', format.mass(i.after))
                  .replace('{planned}', format.mass(i.planned))}
            {i.overBy !== null ? (
              <Text span c="red.8" fw={600} size="sm">
                {' '}
                {c(41, 'Over the carbon plan by {over}').replace('{over}', format.mass(i.overBy))}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
