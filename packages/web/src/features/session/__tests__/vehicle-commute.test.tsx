import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

// Issue 18: a person declares the vehicle and the km of a working day's commute on their profile.

const PROFILE = {
  id: 5,
  email: 'crew1@demo.setledger.test',
  name: 'Tester',
  firstName: 'Tess',
  fullName: 'Tess Tester',
  phone: null,
  appLanguage: 0,
  projectTitle: 'The Last Lighthouse',
  departmentName: 'Camera',
  functionName: 'Focus puller',
  pendingEmail: null,
};
const VEHICLE = {
  userId: 5,
  name: 'Work car',
  brand: 'Skoda',
  model: 'Octavia',
  numberPlate: '1-ABC-123',
  type: 1,
  subType: 2,
  taxHorsepower: 7,
  energy: 2,
  kgCoTwoPerKm: null,
  co2FactorValue: '0.17',
  co2FactorSource: 'UK DESNZ 2025',
  commuteKm: null,
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

/** The profile and the vehicle; `update` answers UpdUserVehicle. */
const answers =
  (update: () => unknown = () => undefined) =>
  (q: string) => {
    if (q.includes('UpdUserVehicle')) return update();
    if (q.includes('GetUserVehicle')) return { GetUserVehicle: VEHICLE };
    if (q.includes('query MyProfile')) return { myProfile: PROFILE };
    return undefined;
  };

/** Picks an option of a Mantine Select by its label. */
async function pick(label: string, option: string) {
  const fieldLabel = screen.getByText(label, { selector: 'label' });
  const select = document.getElementById(fieldLabel.getAttribute('for') ?? '')!;
  fireEvent.click(select);
  const list = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
  fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('profile: my vehicle and commute', () => {
  it('loads the vehicle and shows the factor in use with its source', async () => {
    const fetch = mockApi(answers());
    signInWith({ UserID: 5 });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'My vehicle and commute' })).toBeTruthy();
    expect(((await screen.findByLabelText('Brand')) as HTMLInputElement).value).toBe('Skoda');
    expect((screen.getByLabelText('Number plate') as HTMLInputElement).value).toBe('1-ABC-123');
    const energyLabel = screen.getByText('Energy', { selector: 'label' });
    expect((document.getElementById(energyLabel.getAttribute('for') ?? '') as HTMLInputElement).value).toBe(
      'Diesel',
    );
    expect((screen.getByLabelText('Commute (km per working day)') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Factor in use: 0.17 kg CO2e per km')).toBeTruthy();
    expect(screen.getByText('Source: UK DESNZ 2025')).toBeTruthy();
    expect(screen.getByText('Leave empty to use the sourced factor of the energy.')).toBeTruthy();
    expect(graphqlCalls(fetch, 'GetUserVehicle')[0]?.variables).toEqual({ u: 5 });
    // The screen keeps its one h1.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('saves name, energy and commute km, passing type, sub-type and tax horsepower through', async () => {
    const saved = {
      ...VEHICLE,
      name: 'My EV',
      energy: 5,
      commuteKm: '24.50',
      co2FactorValue: '0.047',
      co2FactorSource: 'UK DESNZ 2025 (battery electric car)',
    };
    const fetch = mockApi(answers(() => ({ UpdUserVehicle: saved })));
    signInWith({ UserID: 5 });
    renderApp('/profile');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'My EV' } });
    await pick('Energy', 'Electric');
    fireEvent.change(screen.getByLabelText('Commute (km per working day)'), { target: { value: '24,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my vehicle' }));
    expect(await screen.findByText('Vehicle and commute saved')).toBeTruthy();
    expect(graphqlCalls(fetch, 'UpdUserVehicle').map((c) => c.variables)).toEqual([
      {
        u: 5,
        v: {
          name: 'My EV',
          brand: 'Skoda',
          model: 'Octavia',
          numberPlate: '1-ABC-123',
          type: 1,
          subType: 2,
          taxHorsepower: 7,
          energy: 5,
          kgCoTwoPerKm: null,
        },
        km: '24.5',
      },
    ]);
    // The answer's factor is the one in use now; the profile itself was not saved.
    expect(await screen.findByText('Factor in use: 0.047 kg CO2e per km')).toBeTruthy();
    expect(screen.getByText('Source: UK DESNZ 2025 (battery electric car)')).toBeTruthy();
    expect((screen.getByLabelText('Commute (km per working day)') as HTMLInputElement).value).toBe('24.50');
    expect(graphqlCalls(fetch, 'UpdMyProfile')).toHaveLength(0);
  });

  it('empties the commute to say none, and checks a declared factor before sending', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('UpdUserVehicle')) return { UpdUserVehicle: VEHICLE };
      if (q.includes('GetUserVehicle')) return { GetUserVehicle: { ...VEHICLE, commuteKm: '30.00' } };
      if (q.includes('query MyProfile')) return { myProfile: PROFILE };
      return undefined;
    });
    signInWith({ UserID: 5 });
    renderApp('/profile');
    const commute = (await screen.findByLabelText('Commute (km per working day)')) as HTMLInputElement;
    await waitFor(() => expect(commute.value).toBe('30.00'));
    fireEvent.change(commute, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Declared kg CO2e per km'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my vehicle' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Declared kg CO2e per km').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(graphqlCalls(fetch, 'UpdUserVehicle')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Declared kg CO2e per km'), { target: { value: '0,12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my vehicle' }));
    await screen.findByText('Vehicle and commute saved');
    const [call] = graphqlCalls(fetch, 'UpdUserVehicle');
    expect(call?.variables).toMatchObject({ km: '', v: { kgCoTwoPerKm: '0.12', energy: 2 } });
  });

  it("names the field of a server error by the form's label", async () => {
    mockApi(
      answers(() => ({
        errors: [
          {
            message: 'The field CommuteKm is out of the allowed range.',
            extensions: { code: 'BAD_USER_INPUT', field: 'CommuteKm' },
          },
        ],
      })),
    );
    signInWith({ UserID: 5 });
    renderApp('/profile');
    fireEvent.change(await screen.findByLabelText('Commute (km per working day)'), {
      target: { value: '12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save my vehicle' }));
    expect(
      await screen.findByText('The field Commute (km per working day) is out of the allowed range.'),
    ).toBeTruthy();
    expect(screen.queryByText('Vehicle and commute saved')).toBeNull();
  });

  it('says when the vehicle cannot be loaded, the rest of the profile still there', async () => {
    mockApi((q) => {
      if (q.includes('GetUserVehicle'))
        return { errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }] };
      if (q.includes('query MyProfile')) return { myProfile: PROFILE };
      return undefined;
    });
    signInWith({ UserID: 5 });
    renderApp('/profile');
    expect(await screen.findByText('Not found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save my vehicle' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
