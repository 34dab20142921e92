import { describe, expect, it } from 'vitest';
import { cacheHandlersFor, createQueryClient } from '../query-client';

describe('query cache and the session (001 §4)', () => {
  it('a new token drops the data of the old one but keeps the texts shown while they reload', () => {
    const client = createQueryClient();
    client.setQueryData(['form', 1, 'login'], new Map([[1, 'Se connecter']]));
    client.setQueryData(['menus', 1], new Map());
    client.setQueryData(['my-profile', 5, 1], { fullName: 'Old Project' });
    cacheHandlersFor(client).onNewToken();
    expect(client.getQueryData(['my-profile', 5, 1])).toBeUndefined();
    expect(client.getQueryData(['form', 1, 'login'])).toBeInstanceOf(Map);
    expect(client.getQueryState(['form', 1, 'login'])?.isInvalidated).toBe(true);
  });

  it('a logout empties the cache', () => {
    const client = createQueryClient();
    client.setQueryData(['form', 1, 'login'], new Map());
    client.setQueryData(['header-data', 1], { totalNotifications: 3 });
    cacheHandlersFor(client).onLogout();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
