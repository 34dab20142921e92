import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../lib/session';
import { mockApi, renderApp, signInWith } from '../../test/app-test-kit';
import { mockLocation } from '../../test/location';

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  ({ assign } = mockLocation());
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const sent = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.map(([, init]) => String(init?.body)).filter((b) => b.includes('SignOutEverywhere'));

describe('sign out everywhere (issue 12 item 3)', () => {
  it('asks first; NO keeps every session', async () => {
    const fetch = mockApi();
    signInWith({});
    renderApp('/mypo');
    fireEvent.click(await screen.findByRole('button', { name: /User menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/End every session of your account/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(fetch)).toEqual([]);
    expect(window.localStorage.getItem(TOKEN_KEY)).not.toBeNull();
  });

  it('YES ends every session on the server, then signs this browser out', async () => {
    const fetch = mockApi((query) =>
      query.includes('SignOutEverywhere') ? { SignOutEverywhere: true } : undefined,
    );
    signInWith({});
    renderApp('/mypo');
    fireEvent.click(await screen.findByRole('button', { name: /User menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://app.test/'));
    expect(sent(fetch)).toHaveLength(1);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
