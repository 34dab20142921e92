import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { MapLink, mapUrl } from '../MapLink';

describe('map link (001 §2.4 item 10)', () => {
  it('uses the coordinates when both are present', () => {
    expect(mapUrl({ street: 'Avenue Louise', lat: 50.83, lng: 4.36 })).toBe(
      'https://www.openstreetmap.org/?mlat=50.83&mlon=4.36#map=17/50.83/4.36',
    );
  });

  it('otherwise uses street, number, zip, city and country', () => {
    expect(
      mapUrl({
        street: 'Avenue Louise',
        number: '231',
        zip: '1050',
        city: 'Brussels',
        country: 'Belgium',
        lat: 0,
        lng: 4.3,
      }),
    ).toBe(
      `https://www.openstreetmap.org/search?query=${encodeURIComponent('Avenue Louise 231, 1050, Brussels, Belgium')}`,
    );
    expect(mapUrl({ street: ' ', city: '' })).toBeNull();
  });

  it('opens in a new tab, and is absent without an address', () => {
    const { unmount } = renderWithProviders(<MapLink address={{ city: 'Ghent' }} />);
    const link = screen.getByRole('link', { name: 'Open in a map' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    unmount();
    renderWithProviders(<MapLink address={{}} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
