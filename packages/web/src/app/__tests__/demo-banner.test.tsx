import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../test/app-test-kit';
import { mockLocation } from '../../test/location';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  mockLocation();
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const WARNING = /Demo accounts with a published password exist on this server/;
const profile = (demoAccounts: boolean) => (query: string) =>
  query.includes('myProfile')
    ? { myProfile: { initials: 'DB', fullName: 'Dana Banner', demoAccounts } }
    : undefined;

describe('demo accounts banner (issue 12 item 6)', () => {
  it('warns on every screen while the server has demo accounts', async () => {
    const fetch = mockApi(profile(true));
    signInWith({});
    renderApp('/mypo');
    const banner = await screen.findByRole('alert', { name: 'Demo server' });
    expect(banner.textContent).toMatch(WARNING);
    const asked = fetch.mock.calls
      .map(([, init]) => String(init?.body))
      .find((body) => body.includes('myProfile'));
    expect(asked).toContain('demoAccounts');
  });

  it('stays away once they are gone', async () => {
    mockApi(profile(false));
    signInWith({});
    renderApp('/mypo');
    expect(await screen.findByText('DB')).toBeTruthy();
    expect(screen.queryByText(WARNING)).toBeNull();
  });
});
