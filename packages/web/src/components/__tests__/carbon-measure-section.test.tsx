import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, mockApi } from '../../test/app-test-kit';
import { renderWithProviders } from '../../test/render';
import {
  CarbonMeasureSection,
  type CarbonMeasureValue,
  carbonMeasureInput,
  EMPTY_CARBON_MEASURE,
} from '../CarbonMeasureSection';

const SOURCE = 'UK DESNZ GHG Conversion Factors for Company Reporting 2025';
const HOTELS = {
  carbonCategory: 1,
  factors: [
    {
      name: 'hotel_fr_room_night',
      description: 'Hotel stay, France, average hotel',
      unit: 'room_night',
      value: '6.7',
      source: SOURCE,
      year: 2025,
    },
    {
      name: 'hotel_uk_room_night',
      description: 'Hotel stay, United Kingdom, average hotel',
      unit: 'room_night',
      value: '10.4',
      source: SOURCE,
      year: 2025,
    },
  ],
};

afterEach(() => vi.restoreAllMocks());

function Harness({
  categoryId,
  initial = EMPTY_CARBON_MEASURE,
  onChange,
}: {
  categoryId: number | null;
  initial?: CarbonMeasureValue;
  onChange?: (value: CarbonMeasureValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CarbonMeasureSection
        categoryId={categoryId}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output data-testid="measure">{JSON.stringify(carbonMeasureInput(value))}</output>
    </>
  );
}
const measure = () => JSON.parse(screen.getByTestId('measure').textContent!);

describe('the Carbon section of an expense item or a PO line (issue 14)', () => {
  it('a mapped category: choose the factor by its description, type the nights, see quantity × factor = kg', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetCarbonMeasureFactors') ? { GetCarbonMeasureFactors: HOTELS } : undefined,
    );
    renderWithProviders(<Harness categoryId={7} />);
    const section = await screen.findByRole('group', { name: 'Carbon' });
    expect(graphqlCalls(fetch, 'GetCarbonMeasureFactors')[0]!.variables).toEqual({ CategoryId: 7 });
    expect(within(section).getByText(/Choose a factor and give the quantity/)).toBeTruthy();

    const factor = within(section).getByLabelText('Emission factor');
    fireEvent.click(factor);
    const list = await waitFor(() => document.getElementById(factor.getAttribute('aria-controls') ?? '')!);
    fireEvent.click(
      within(list).getByRole('option', {
        name: 'Hotel stay, France, average hotel — kgCO2e per room night',
        hidden: true,
      }),
    );
    fireEvent.change(within(section).getByLabelText('Quantity (room night)'), {
      target: { value: '2' },
    });
    // 2 × 6.7 = 13.40, rounded once as the ledger does.
    expect(section.querySelector('[data-carbon-preview]')!.textContent).toBe(
      '2 room night × 6.7 kgCO2e per room night = 13.40 kgCO2e',
    );
    expect(within(section).getByText(new RegExp(`${SOURCE} \\(2025\\)`))).toBeTruthy();
    expect(measure()).toEqual({
      carbonQuantity: '2',
      carbonUnit: 'room_night',
      carbonFactorKey: 'hotel_fr_room_night',
    });

    // A quantity the ledger would refuse shows no figure.
    fireEvent.change(within(section).getByLabelText('Quantity (room night)'), {
      target: { value: '0' },
    });
    expect(section.querySelector('[data-carbon-preview]')!.textContent).toMatch(/Choose a factor/);
  });

  it('stays optional: nothing given sends no measure', async () => {
    mockApi((q) => (q.includes('GetCarbonMeasureFactors') ? { GetCarbonMeasureFactors: HOTELS } : undefined));
    renderWithProviders(<Harness categoryId={7} />);
    await screen.findByRole('group', { name: 'Carbon' });
    expect(measure()).toEqual({ carbonQuantity: null, carbonUnit: null, carbonFactorKey: null });
  });

  it('an unmapped category shows no section and drops a measure it does not offer', async () => {
    const onChange = vi.fn();
    mockApi((q) =>
      q.includes('GetCarbonMeasureFactors')
        ? { GetCarbonMeasureFactors: { carbonCategory: null, factors: [] } }
        : undefined,
    );
    renderWithProviders(
      <Harness
        categoryId={9}
        initial={{ carbonQuantity: '2', carbonUnit: 'room_night', carbonFactorKey: 'hotel_fr_room_night' }}
        onChange={onChange}
      />,
    );
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(EMPTY_CARBON_MEASURE));
    expect(screen.queryByRole('group', { name: 'Carbon' })).toBeNull();
    expect(measure()).toEqual({ carbonQuantity: null, carbonUnit: null, carbonFactorKey: null });
  });

  it('no category: no request, no section', () => {
    const fetch = mockApi();
    renderWithProviders(<Harness categoryId={null} />);
    expect(screen.queryByRole('group', { name: 'Carbon' })).toBeNull();
    expect(graphqlCalls(fetch, 'GetCarbonMeasureFactors')).toHaveLength(0);
  });
});
