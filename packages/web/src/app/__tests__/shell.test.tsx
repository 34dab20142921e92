import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../lib/session';
import { fakeToken, mockApi, renderApp, signInWith } from '../../test/app-test-kit';
import { mockLocation } from '../../test/location';

const COUNTS = {
  numDocToRead: 2,
  numDocToSign: 0,
  numAccToRead: 0,
  numTsToValidate: 0,
  numPoToValidate: 0,
  numExpToValidate: 0,
  numTsRefused: 1,
  numExpRefused: 0,
  numPoRefused: 0,
  numExpItemRefused: 0,
  numInvoiceRefused: 0,
  numInvoiceToValidate: 0,
  totalNotifications: 3,
};

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  ({ assign } = mockLocation());
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('header (001 §3.5, §7.1)', () => {
  it('asks for all twelve counts and shows each non-zero one as a labelled badge, with the total', async () => {
    const fetch = mockApi((query) =>
      query.includes('GetHeaderData') ? { GetHeaderData: COUNTS } : undefined,
    );
    signInWith({});
    renderApp('/mypo');
    expect(await screen.findByLabelText('Documents to read: 2')).toBeTruthy();
    expect(screen.getByLabelText('Refused timesheets: 1')).toBeTruthy();
    expect(screen.queryByLabelText(/Expenses to validate/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications: 3' })).toBeTruthy();
    const header = fetch.mock.calls
      .map(([, init]) => String(init?.body))
      .find((body) => body.includes('GetHeaderData'));
    expect(header?.match(/: true/g)).toHaveLength(12);
  });
});

describe('version banner (001 §4)', () => {
  it('offers a reload when the server has another version', async () => {
    const fetch = mockApi();
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (url, init) =>
      String(url) === '/version.json'
        ? new Response(JSON.stringify({ version: '9.9.9' }))
        : answer(url, init),
    );
    signInWith({});
    renderApp('/mypo');
    expect(await screen.findByText('A new version of Setledger is available.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('stays hidden when the versions match', async () => {
    mockApi();
    signInWith({});
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderApp('/mypo', { queryClient: client });
    await screen.findByRole('heading', { name: 'My purchase orders' });
    // The version check has answered (no update): only then is the banner's absence the answer.
    await waitFor(() => expect(client.getQueryState(['need-update'])?.status).toBe('success'));
    expect(client.getQueryData(['need-update'])).toBe(false);
    expect(screen.queryByText('A new version of Setledger is available.')).toBeNull();
  });
});

describe('user menu', () => {
  const openMenu = async () => fireEvent.click(await screen.findByRole('button', { name: /User menu/ }));

  it('offers the translation tags switch to translators only', async () => {
    mockApi();
    signInWith({ isTranslator: true });
    renderApp('/mypo');
    await openMenu();
    expect(await screen.findByText('Show translation tags')).toBeTruthy();
  });

  it('hides the switch from other users', async () => {
    mockApi();
    signInWith({});
    renderApp('/mypo');
    await openMenu();
    expect(await screen.findByText('Change password')).toBeTruthy();
    expect(screen.queryByText('Show translation tags')).toBeNull();
  });

  it('logs out only after confirmation', async () => {
    mockApi();
    signInWith({});
    renderApp('/mypo');
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Do you really want to log out?')).toBeTruthy();
    expect(window.localStorage.getItem(TOKEN_KEY)).not.toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://app.test/'));
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('project switcher', () => {
  it('changes project and stores the new token', async () => {
    const next = fakeToken({ ProjectID: 2 });
    const fetch = mockApi((query) => {
      if (query.includes('myProjects'))
        return {
          myProjects: [
            { id: 1, titre: 'The Last Lighthouse', production: null },
            { id: 2, titre: 'Harbour Lights', production: null },
          ],
        };
      if (query.includes('changeProject')) return { changeProject: next };
      return undefined;
    });
    signInWith({ ProjectID: 1 });
    renderApp('/mypo');
    const picker = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('input[aria-label="Switch project"]');
      expect(input?.value).toBe('The Last Lighthouse');
      return input!;
    });
    fireEvent.click(picker);
    // The dropdown's opening transition does not run in happy-dom: the option is in the DOM, styled hidden.
    const [option] = await screen.findAllByRole('option', { name: 'Harbour Lights', hidden: true });
    fireEvent.click(option!);
    await waitFor(() => expect(window.localStorage.getItem(TOKEN_KEY)).toBe(next));
    const change = fetch.mock.calls.find(([, init]) => String(init?.body).includes('changeProject'));
    expect(JSON.parse(String(change?.[1]?.body)).variables).toEqual({ projectID: 2 });
  });
});

describe('accessibility of the shell (issue 12 item 30)', () => {
  it('puts aria-expanded on the notifications button itself', async () => {
    mockApi((query) => (query.includes('GetHeaderData') ? { GetHeaderData: COUNTS } : undefined));
    signInWith({});
    renderApp('/mypo');
    const bell = await screen.findByRole('button', { name: 'Notifications: 3' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('div[aria-expanded]')).toBeNull();
    fireEvent.click(bell);
    await waitFor(() => expect(bell.getAttribute('aria-expanded')).toBe('true'));
  });

  it('names the user menu with the initials it shows', async () => {
    mockApi();
    signInWith({});
    renderApp('/mypo');
    const button = await screen.findByRole('button', { name: /User menu/ });
    await waitFor(() => expect(button.textContent).toBe('TT'));
    expect(button.getAttribute('aria-label')).toContain('TT');
  });

  it('opens with a skip link that moves the focus to the page content', async () => {
    mockApi();
    signInWith({});
    renderApp('/mypo');
    await screen.findByRole('heading', { name: 'My purchase orders', level: 1 });
    const skip = screen.getByRole('link', { name: 'Skip to the content' });
    // Within the shell (header, menus, page): nothing focusable comes before the skip link.
    const shell = screen.getByRole('banner').parentElement!;
    const focusable = shell.querySelectorAll('a[href], button, input, [tabindex]:not([tabindex="-1"])');
    expect(focusable[0]).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('keeps the level-one heading of a screen whose data could not load', async () => {
    mockApi((query) =>
      query.includes('MyExpenseSheets') || query.includes('MyExpenses(')
        ? { errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }] }
        : undefined,
    );
    signInWith({});
    renderApp('/myexpenses');
    expect((await screen.findByRole('alert', { name: 'Error' })).textContent).toContain('Not found.');
    expect(screen.getByRole('heading', { name: 'My expenses', level: 1 })).toBeTruthy();
  });

  it('gives a screen still to come its one level-one heading', async () => {
    mockApi();
    signInWith({});
    renderApp('/myplannings');
    expect(await screen.findByRole('heading', { name: 'My plannings', level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
