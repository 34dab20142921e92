import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../../lib/cookies';
import { ServerDataError } from '../../lib/graphql';
import { renderWithProviders } from '../../test/render';
import { CHROME_COOKIE, ChromeSuggestionBanner, isChromeBased } from '../ChromeSuggestionBanner';
import { ConfirmDialog } from '../ConfirmDialog';
import { ErrorBanner } from '../ErrorBanner';
import { errorText, fieldErrorText } from '../error-text';
import { LOADER_COLOR, Loader, PageLoader } from '../Loader';
import { PendingScreen } from '../PendingScreen';
import { setToastCloseLabel, showToast, toastDelay } from '../toast';

afterEach(() => {
  vi.restoreAllMocks();
  writeCookie(CHROME_COOKIE, '', 0);
});

describe('toasts (001 §2.4 item 9)', () => {
  it('hide after 3000 ms on success and 4000 ms otherwise, at the position asked', () => {
    const show = vi.spyOn(notifications, 'show');
    expect(toastDelay('success')).toBe(3000);
    for (const variant of ['danger', 'warning', 'info'] as const) expect(toastDelay(variant)).toBe(4000);
    showToast({ variant: 'success', message: 'Saved', position: 'center' });
    showToast({ variant: 'danger', title: 'Error', message: 'Nope', position: 'left' });
    expect(show.mock.calls[0]?.[0]).toMatchObject({ autoClose: 3000, color: 'teal', position: 'top-center' });
    expect(show.mock.calls[1]?.[0]).toMatchObject({
      autoClose: 4000,
      color: 'red',
      position: 'top-left',
      title: 'Error',
    });
  });
});

describe('toast close button (WCAG 4.1.2)', () => {
  it("is named in the reader's language", async () => {
    renderWithProviders(<span />);
    setToastCloseLabel('Fermer');
    showToast({ variant: 'info', message: 'Bonjour' });
    expect(await screen.findByRole('button', { name: 'Fermer' })).toBeTruthy();
    setToastCloseLabel('Close');
  });
});

describe('error text and banner (001 §8, issue 12 item 29)', () => {
  it.each([
    // The message in the user's language (the server's); the HTTP status only where it says something.
    [{ status: 200, errors: [{ message: 'Not found.' }] }, 'Not found.'],
    [{ status: 401, errors: [{ message: 'Your session has expired.' }] }, 'Your session has expired.'],
    [{ status: 503, errors: [{ message: 'Try again in a minute.' }] }, 'Try again in a minute. (HTTP 503)'],
    [{ status: 200, errors: [{ message: '' }] }, 'The server could not complete the request (HTTP 200).'],
    [{ status: 502, errors: [{ message: '' }] }, 'The server could not complete the request (HTTP 502).'],
    [
      new ServerDataError(413, { errors: [{ message: 'The request is too large: at most 1 MB.' }] }),
      'The request is too large: at most 1 MB.',
    ],
    [new ServerDataError(413, null), 'The request is too large for the server (HTTP 413).'],
    [{ isNetworkError: true }, 'network error'],
    [new TypeError('Failed to fetch'), 'network error'],
    [{ weird: 1 }, 'unknown error: {"weird":1}'],
    ['boom', 'unknown error: boom'],
  ])('%j reads %j', (error, text) => {
    expect(errorText(error)).toBe(text);
  });

  it('names a field as the form labels it', () => {
    const error = {
      status: 200,
      errors: [{ message: 'The field categoryId is required.', extensions: { field: 'categoryId' } }],
    };
    expect(errorText(error, undefined, { categoryId: 'Category' })).toBe('The field Category is required.');
    const line = {
      status: 200,
      errors: [{ message: 'Le champ amount est obligatoire.', extensions: { field: 'lines.2.amount' } }],
    };
    expect(errorText(line, undefined, { amount: 'Montant' })).toBe('Le champ Montant est obligatoire.');
    expect(fieldErrorText(line, 'Montant')).toBe('Le champ Montant est obligatoire.');
  });

  it('keeps a message that already names its field by the label, and still names a label inside the field name', () => {
    const question = 'Is camera equipment rented from a rental house?';
    const answer = {
      status: 200,
      errors: [
        {
          message: `A Yes to “${question}” needs an explanation.`,
          extensions: { field: 'answers.2.explanation' },
        },
      ],
    };
    expect(fieldErrorText(answer, question)).toBe(`A Yes to “${question}” needs an explanation.`);
    const fn = {
      status: 200,
      errors: [
        {
          message: 'The field FunctionValue is not a function of the department.',
          extensions: { field: 'FunctionValue' },
        },
      ],
    };
    expect(fieldErrorText(fn, 'Function')).toBe('The field Function is not a function of the department.');
  });

  it('shows the text once on a wide screen: the banner, scrolled to, and no toast', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const show = vi.spyOn(notifications, 'show');
    renderWithProviders(
      <ErrorBanner error={{ status: 200, errors: [{ message: 'Wrong email or password.' }] }} />,
    );
    expect(screen.getByRole('alert', { name: 'Error' }).textContent).toContain('Wrong email or password.');
    expect(scrollTo).toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
  });

  it('adds a danger toast titled Error on a small screen (001 §2.4 item 5)', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const wide = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      Object.defineProperty(wide(query), 'matches', { value: query === '(max-width: 768px)' }),
    );
    const show = vi.spyOn(notifications, 'show');
    renderWithProviders(<ErrorBanner error={{ status: 401, errors: [{ message: 'Session expired' }] }} />);
    expect(screen.getByRole('alert', { name: 'Error' }).textContent).toContain('Session expired');
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Error', color: 'red', message: 'Session expired' }),
      ),
    );
  });

  it('translates the fixed parts', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithProviders(<ErrorBanner error={{ isNetworkError: true }} />, { lang: 'fr' });
    expect(screen.getByRole('alert', { name: 'Erreur' }).textContent).toContain('erreur réseau');
    renderWithProviders(<ErrorBanner error={{ status: 500, errors: [{ message: '' }] }} />, { lang: 'de' });
    expect(screen.getByText(/\(HTTP 500\)/).textContent).not.toContain('could not complete');
  });
});

describe('ConfirmDialog (001 §2.4 item 8)', () => {
  it('runs the action on YES and closes', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Delete"
        message="Delete this PO?"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open and shows a danger toast Error with the message when the action fails', async () => {
    const show = vi.spyOn(notifications, 'show');
    const onClose = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Delete"
        message="Sure?"
        onConfirm={() => Promise.reject(new Error('Still in use'))}
        onClose={onClose}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Error', message: 'unknown error: Still in use' }),
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'NO' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('ChromeSuggestionBanner (001 §2.4 item 6)', () => {
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
  const CHROME =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
  beforeEach(() => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(FIREFOX);
  });

  it('recognises Chrome-based browsers', () => {
    expect(isChromeBased({ userAgent: CHROME } as Navigator)).toBe(true);
    expect(isChromeBased({ userAgent: FIREFOX } as Navigator)).toBe(false);
  });

  it('shows once on Firefox and, closed, sets a 2-day cookie that hides it', () => {
    const { unmount } = renderWithProviders(<ChromeSuggestionBanner />);
    expect(screen.getByText('Use Chrome browser for better use')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Use Chrome browser for better use')).toBeNull();
    expect(document.cookie).toContain(`${CHROME_COOKIE}=1`);
    unmount();
    renderWithProviders(<ChromeSuggestionBanner />);
    expect(screen.queryByText('Use Chrome browser for better use')).toBeNull();
  });

  it('does not show on Chrome', () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(CHROME);
    renderWithProviders(<ChromeSuggestionBanner />);
    expect(screen.queryByText('Use Chrome browser for better use')).toBeNull();
  });
});

describe('loader and pending screen', () => {
  it('the loader is teal bars, 64 px, with an accessible label', () => {
    expect(LOADER_COLOR).toBe('#00A09C');
    renderWithProviders(<PageLoader />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    renderWithProviders(<Loader />, { lang: 'nl' });
    expect(screen.getByLabelText('Laden')).toBeTruthy();
  });

  it('the pending screen carries data-pending-screen and the route title', () => {
    const { container } = renderWithProviders(<PendingScreen title="Validate purchase orders" />);
    expect(container.ownerDocument.querySelector('[data-pending-screen]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Validate purchase orders' })).toBeTruthy();
    expect(screen.getByText('This screen is part of a module that is not available yet.')).toBeTruthy();
  });
});
