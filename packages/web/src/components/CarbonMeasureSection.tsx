import { Fieldset, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { CARBON_QUANTITY_RULE } from '@setledger/shared/green/carbon-measure.schema';
import { decimalProblem, normalizeDecimal } from '@setledger/shared/validation/decimal-fields';
import { useQuery } from '@tanstack/react-query';
import { Decimal } from 'decimal.js';
import { type ReactNode, useEffect } from 'react';
import {
  type CarbonMeasureFactor,
  carbonMeasureKeys,
  getCarbonMeasureFactors,
} from '../lib/api/carbon-measure.api';
import { useFormat } from '../lib/format';
import { useForm } from '../lib/i18n';

/** The physical measure of an expense item or a PO line, as its form holds it (issue 14). */
export interface CarbonMeasureValue {
  carbonQuantity: string;
  carbonUnit: string;
  carbonFactorKey: string | null;
}
export const EMPTY_CARBON_MEASURE: CarbonMeasureValue = {
  carbonQuantity: '',
  carbonUnit: '',
  carbonFactorKey: null,
};

/** A measure as the inputs send it: all three fields, or none when the person gave none. */
export const carbonMeasureInput = (value: CarbonMeasureValue) =>
  value.carbonQuantity.trim() === '' && !value.carbonFactorKey
    ? { carbonQuantity: null, carbonUnit: null, carbonFactorKey: null }
    : {
        carbonQuantity: value.carbonQuantity.trim() || null,
        carbonUnit: value.carbonUnit || null,
        carbonFactorKey: value.carbonFactorKey,
      };

/** The unit names a factor applies to (emission-factors.tsv), by text number in the form 'green-physical'. */
const UNIT_TEXTS: Readonly<Record<string, [number, string]>> = {
  km: [10, 'km'],
  passenger_km: [11, 'passenger-km'],
  litre: [12, 'litre'],
  m3: [13, 'm³'],
  kWh: [14, 'kWh'],
  kg: [15, 'kg'],
  tonne: [16, 'tonne'],
  room_night: [17, 'room night'],
  meal: [18, 'meal'],
};

/** The section's field labels, for a form to name the fields in its errors (useZodForm labels). */
export function useCarbonMeasureLabels(): { carbonQuantity: string; carbonFactorKey: string } {
  const t = useForm('green-physical');
  return { carbonQuantity: t(4, 'Quantity'), carbonFactorKey: t(3, 'Emission factor') };
}

interface CarbonMeasureSectionProps {
  /** The budget category chosen on the line: the section shows when the project maps it to a carbon category. */
  categoryId: number | null;
  value: CarbonMeasureValue;
  onChange: (value: CarbonMeasureValue) => void;
  errors?: { carbonQuantity?: ReactNode; carbonFactorKey?: ReactNode };
  disabled?: boolean;
}

/**
 * The "Carbon" section of an expense item or a PO line (issue 14, physical data first): when the chosen budget
 * category is mapped to a carbon category, an optional quantity counted with an emission factor that fits it,
 * and a live preview of quantity × factor = kg CO2e, computed as the ledger does (rounded once, 2 decimals).
 */
export function CarbonMeasureSection({
  categoryId,
  value,
  onChange,
  errors = {},
  disabled,
}: CarbonMeasureSectionProps) {
  const t = useForm('green-physical');
  const format = useFormat();
  const factors = useQuery({
    queryKey: carbonMeasureKeys.factors(categoryId ?? 0),
    queryFn: () => getCarbonMeasureFactors(categoryId!),
    enabled: categoryId !== null,
  });
  const options = categoryId === null ? [] : (factors.data?.factors ?? []);
  const isMapped = categoryId !== null && factors.data?.carbonCategory != null;
  const chosen = options.find((factor) => factor.name === value.carbonFactorKey);
  const isKnown = categoryId === null || factors.isSuccess;

  // A measure belongs to a mapped category: another category (or none) drops a factor it does not offer.
  useEffect(() => {
    if (isKnown && value.carbonFactorKey && !chosen) onChange(EMPTY_CARBON_MEASURE);
  }, [isKnown, value.carbonFactorKey, chosen, onChange]);

  if (!isMapped) return null;
  const unitName = (unit: string) => {
    const text = UNIT_TEXTS[unit];
    return text ? t(text[0], text[1]) : unit;
  };
  const perUnit = (factor: CarbonMeasureFactor) =>
    t(6, 'kgCO2e per {unit}').replace('{unit}', unitName(factor.unit));
  const quantity = normalizeDecimal(value.carbonQuantity);
  const isQuantityValid = quantity !== '' && decimalProblem(quantity, CARBON_QUANTITY_RULE) === null;
  const kg =
    chosen?.value && isQuantityValid
      ? new Decimal(quantity).times(chosen.value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)
      : null;

  return (
    <Fieldset legend={t(1, 'Carbon')} data-carbon-section>
      <Text size="sm" c="dimmed" mb="xs">
        {t(
          2,
          'Optional: give the physical quantity (nights, litres, km, meals…); the carbon footprint counts it instead of an estimate from the amount.',
        )}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t(3, 'Emission factor')}
          placeholder={t(5, 'Choose the emission factor')}
          searchable
          clearable
          nothingFoundMessage={t(8, 'No factor found')}
          data={options.map((factor) => ({
            value: factor.name,
            label: `${factor.description} — ${perUnit(factor)}`,
          }))}
          value={value.carbonFactorKey}
          onChange={(key) => {
            const factor = options.find((f) => f.name === key);
            onChange({ ...value, carbonFactorKey: key, carbonUnit: factor?.unit ?? '' });
          }}
          error={errors.carbonFactorKey}
          description={
            chosen
              ? `${format.number(chosen.value ?? '0')} ${perUnit(chosen)} · ${chosen.source}${chosen.year ? ` (${chosen.year})` : ''}`
              : undefined
          }
          disabled={disabled}
        />
        <TextInput
          label={chosen ? `${t(4, 'Quantity')} (${unitName(chosen.unit)})` : t(4, 'Quantity')}
          inputMode="decimal"
          value={value.carbonQuantity}
          onChange={(event) => onChange({ ...value, carbonQuantity: event.currentTarget.value })}
          error={errors.carbonQuantity}
          disabled={disabled}
        />
      </SimpleGrid>
      <Text size="sm" c="teal.8" mt="xs" aria-live="polite" data-carbon-preview>
        {chosen && kg !== null
          ? `${format.number(quantity)} ${unitName(chosen.unit)} × ${format.number(chosen.value ?? '0')} ${perUnit(chosen)} = ${format.number(kg, 2)} kgCO2e`
          : t(7, 'Choose a factor and give the quantity to see its kgCO2e.')}
      </Text>
    </Fieldset>
  );
}
