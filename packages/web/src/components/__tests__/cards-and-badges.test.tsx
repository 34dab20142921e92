import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { BaseModal } from '../BaseModal';
import { CollapsibleCard } from '../CollapsibleCard';
import { DetailsToggle } from '../DetailsToggle';
import { StatusBadge, statusClass } from '../StatusBadge';

describe('StatusBadge (000 §4)', () => {
  it.each([
    [0, 'none', 'Not submitted'],
    [1, 'primary', 'Submitted'],
    [2, 'warning', 'Pending'],
    [8, 'success', 'Approved'],
    [4, 'danger', 'Refused'],
    [16, 'danger', 'Refused'],
    [7, 'primary', 'Submitted'],
  ])('code %i shows class %s and label %s', (code, cls, label) => {
    expect(statusClass(code)).toBe(cls);
    renderWithProviders(<StatusBadge code={code} />);
    const badge = screen.getByText(label);
    expect(badge.closest('[data-status-class]')?.getAttribute('data-status-class')).toBe(cls);
  });

  it('prefers the label it is given (menu 1008) and translates its defaults', () => {
    renderWithProviders(<StatusBadge code={8} label="Validé N2" />);
    expect(screen.getByText('Validé N2')).toBeTruthy();
    renderWithProviders(<StatusBadge code={4} />, { lang: 'de' });
    expect(screen.getByText('Abgelehnt')).toBeTruthy();
  });
});

function ToggleHarness() {
  const [opened, setOpened] = useState(false);
  return <DetailsToggle opened={opened} onToggle={() => setOpened((o) => !o)} />;
}

describe('DetailsToggle and CollapsibleCard (001 §2.4 items 3, 7)', () => {
  it('toggles between Show details and Hide details', () => {
    renderWithProviders(<ToggleHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Show details' }));
    const hide = screen.getByRole('button', { name: 'Hide details' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(hide);
    expect(screen.getByRole('button', { name: 'Show details' })).toBeTruthy();
  });

  it('opens and closes the details panel of a card', async () => {
    renderWithProviders(
      <CollapsibleCard header="PO-2026-001" status={<StatusBadge code={1} />}>
        <p>Camera rental, 3 days</p>
      </CollapsibleCard>,
    );
    expect(screen.getByText('Submitted')).toBeTruthy();
    expect(screen.queryByText('Camera rental, 3 days')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show details' }));
    expect(await screen.findByText('Camera rental, 3 days')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide details' })).toBeTruthy();
  });
});

describe('BaseModal (001 §2.4 item 7)', () => {
  it.each([
    [undefined, 'sm'],
    ['lg', 'lg'],
    ['xl', 'xl'],
  ] as const)('size %s renders as %s with its footer', async (size, expected) => {
    renderWithProviders(
      <BaseModal
        opened
        onClose={() => {}}
        title="Supplier"
        size={size}
        footer={<button type="button">Save</button>}
      >
        <p>Body</p>
      </BaseModal>,
    );
    expect(await screen.findByText('Body')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(document.querySelector(`[data-size="${expected}"]`)).not.toBeNull();
  });
});
