import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const GENERATOR = {
  id: 3,
  name: 'Generator 100 kVA',
  type: 'generator',
  supplier: 'Loueur Lumière',
  department: 2,
  startDate: '2026-11-03',
  endDate: '2026-11-05',
  days: 3,
  energyMode: 'litres',
  fuel: 'gasOil',
  litres: '100',
  kwh: null,
  country: '',
  hours: null,
  litresPerHour: null,
  notes: '',
};
const CARBON = {
  rows: [
    {
      item: GENERATOR,
      entryId: 11,
      kgCo2e: '275.54',
      quantity: '100',
      unit: 'litre',
      factorKey: 'gas_oil_litre',
      factorValue: '2.75541',
      factorUnit: 'litre',
      factorSource: 'UK DESNZ GHG Conversion Factors for Company Reporting 2025',
      factorYear: 2025,
      isOverride: false,
      formula: '100 litre × 2.75541 kg/litre = 275.541 kg',
    },
  ],
  totalKgCo2e: '275.54',
};

const api = (items: object[] = [GENERATOR]) =>
  mockApi((q) => {
    if (q.includes('GetShellProfile'))
      return { myProfile: { initials: 'TT', fullName: 'Tess Tester', modules: ['useGreen'] } };
    if (q.includes('GetDepartments')) return { GetDepartments: [{ value: 2, message: 'Camera' }] };
    if (q.includes('GetSpecialEquipments')) return { GetSpecialEquipments: items };
    if (q.includes('GetSpecialEquipmentCarbon')) return { GetSpecialEquipmentCarbon: CARBON };
    if (q.includes('AddUpdSpecialEquipment')) return { AddUpdSpecialEquipment: GENERATOR };
    if (q.includes('DelSpecialEquipment')) return { DelSpecialEquipment: 3 };
    return undefined;
  });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('special-equipments (issue 14)', () => {
  it('lists the register with each item’s energy', async () => {
    api();
    signInWith({ canAccessGreenReporting: true });
    renderApp('/special-equipments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Special equipment' })).toBeTruthy();
    const row = await screen.findByTestId('equipment-row');
    expect(row.textContent).toContain('Generator 100 kVA');
    expect(row.textContent).toContain('Gas oil (red diesel)');
    await waitFor(() => expect(row.textContent).toContain('Camera'));
  });

  it('shows the empty state', async () => {
    api([]);
    signInWith({ isProd: true });
    renderApp('/special-equipments');
    expect(await screen.findByTestId('equipment-empty')).toBeTruthy();
  });

  it('asks for the litres before sending anything', async () => {
    const fetch = api([]);
    signInWith({ canAccessGreenReporting: true });
    renderApp('/special-equipments');
    await userEvent.click(await screen.findByRole('button', { name: 'New item' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Crane 30 m');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('textbox', { name: /Litres/ })
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(graphqlCalls(fetch, 'AddUpdSpecialEquipment')).toHaveLength(0);
  });

  it('deletes an item after confirmation', async () => {
    const fetch = api();
    signInWith({ canAccessGreenReporting: true });
    renderApp('/special-equipments');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the item Generator 100 kVA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the item' });
    expect(graphqlCalls(fetch, 'DelSpecialEquipment')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: /yes/i }));
    await waitFor(() => expect(graphqlCalls(fetch, 'DelSpecialEquipment')).toHaveLength(1));
  });
});

describe('green/special-equipments (issue 14)', () => {
  it('shows each item’s kg CO2e with its factor and source, and the total', async () => {
    api();
    signInWith({ canViewGreenTable: true });
    renderApp('/green/special-equipments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Special equipment: carbon' })).toBeTruthy();
    expect(await screen.findByTestId('equipment-kg')).toHaveProperty('textContent', '275.54 Kg');
    expect(screen.getByTestId('equipment-carbon-total').textContent).toBe('275.54 Kg');
    const row = screen.getByTestId('equipment-carbon-row');
    expect(row.textContent).toContain('100 litre × 2.75541 kg/litre = 275.541 kg');
    expect(row.textContent).toContain('(2025)');
  });

  it('is closed to crew without green rights', async () => {
    const fetch = api();
    signInWith({});
    renderApp('/green/special-equipments');
    await screen.findAllByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { level: 1, name: 'Special equipment: carbon' })).toBeNull();
    expect(graphqlCalls(fetch, 'GetSpecialEquipmentCarbon')).toHaveLength(0);
  });
});
