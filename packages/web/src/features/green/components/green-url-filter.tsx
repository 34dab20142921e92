import { CloseButton, Group, Pill } from '@mantine/core';
import { CARBON_ENTRY_STATUSES } from '@setledger/shared/green/green.constants';
import { useForm } from '../../../lib/i18n';
import type { GreenTableFilter } from '../api/green.api';

const flag = (value: string | null) => (value === 'true' ? true : value === 'false' ? false : null);
const int = (value: string | null) => (value && /^\d{1,3}$/.test(value) ? Number(value) : null);

/**
 * The green table's filter from its link (issue 16: the prerequisites open the table on the entries still to
 * check): co2Type, status, isEstimate, reviewStatus. Anything else in the link is ignored.
 */
export function filterOfSearch(search: URLSearchParams): GreenTableFilter {
  const status = search.get('status');
  const filter: GreenTableFilter = {};
  const co2Type = int(search.get('co2Type'));
  if (co2Type !== null) filter.co2Type = co2Type;
  if (status && (CARBON_ENTRY_STATUSES as readonly string[]).includes(status)) filter.status = status;
  const isEstimate = flag(search.get('isEstimate'));
  if (isEstimate !== null) filter.isEstimate = isEstimate;
  // reviewStatus=0: the entries nobody verified yet (REVIEW_STATUSES), shown by the review filter.
  const review = search.get('reviewStatus');
  if (review === '0' || review === '1') filter.reviewStatus = [Number(review)];
  return filter;
}

/** The link's filter the filter panel has no field for (estimates), removable. */
export function LinkFilterPills({
  filter,
  onChange,
}: {
  filter: GreenTableFilter;
  onChange: (changes: Partial<GreenTableFilter>) => void;
}) {
  const t = useForm('green-production');
  const pills: { key: 'isEstimate'; label: string }[] = [];
  if (filter.isEstimate === true) pills.push({ key: 'isEstimate', label: t(24, 'Estimates (from spend)') });
  if (pills.length === 0) return null;
  return (
    <Group gap="xs" data-testid="link-filters">
      {pills.map((pill) => (
        <Pill key={pill.key} size="lg">
          <Group gap={4} wrap="nowrap">
            {pill.label}
            <CloseButton
              size="xs"
              aria-label={t(65, 'Remove the filter: {name}').replace('{name}', pill.label)}
              onClick={() => onChange({ [pill.key]: null })}
            />
          </Group>
        </Pill>
      ))}
    </Group>
  );
}
