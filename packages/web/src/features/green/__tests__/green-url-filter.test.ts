import { describe, expect, it } from 'vitest';
import { filterOfSearch } from '../components/green-url-filter';

describe('the green table opened from a link (issue 16 prerequisites)', () => {
  it('the green table reads its filter from such a link', () => {
    expect(
      filterOfSearch(new URLSearchParams('reviewStatus=0&status=pending&isEstimate=true&co2Type=3')),
    ).toEqual({
      reviewStatus: [0],
      status: 'pending',
      isEstimate: true,
      co2Type: 3,
    });
    expect(filterOfSearch(new URLSearchParams('status=lost&co2Type=x&reviewStatus=9'))).toEqual({});
  });
});
