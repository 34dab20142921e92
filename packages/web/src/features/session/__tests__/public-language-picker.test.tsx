import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_LANGUAGE_KEY } from '../../../lib/session-context';
import { mockApi, renderApp } from '../../../test/app-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("the public pages' language picker (issue 17)", () => {
  it('shows a closed combobox with the language, then the real list on a click; a choice is the guest language', async () => {
    mockApi();
    renderApp('/pages/login');
    const standIn = await screen.findByRole('combobox', { name: 'Language' });
    expect((standIn as HTMLInputElement).value).toBe('English');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    // No list before it is reached.
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.click(standIn);
    fireEvent.click(await screen.findByRole('option', { name: 'Français' }));
    await waitFor(() => expect(window.localStorage.getItem(GUEST_LANGUAGE_KEY)).toBe('1'));
  });

  it('opens from the keyboard', async () => {
    mockApi();
    renderApp('/pages/forgot-password');
    fireEvent.keyDown(await screen.findByRole('combobox', { name: 'Language' }), { key: 'ArrowDown' });
    expect(await screen.findByRole('option', { name: 'Deutsch' })).toBeTruthy();
  });
});
