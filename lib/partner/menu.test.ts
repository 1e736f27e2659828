import { describe, expect, it } from 'vitest';
import { menuAnswerSchema } from '@/contract/menu';
import { toMenuEntries } from './menu';

describe('toMenuEntries', () => {
  it('fills icons and links from the page key', () => {
    const entries = toMenuEntries({
      display: [
        { label: 'Accueil' },
        { page: 'programmes/neuf', label: 'Neuf' },
        { page: 'fonds', label: 'Fonds', icon: 'fonds' },
        { page: 'clients', label: 'Clients', icon: 'mdi-account' },
      ],
    });
    expect(entries).toEqual([
      { page: null, label: 'Accueil', icon: 'home', href: '/' },
      { page: 'programmes/neuf', label: 'Neuf', icon: 'neuf', href: '/programmes/neuf' },
      { page: 'fonds', label: 'Fonds', icon: 'fonds', href: '/fonds' },
      { page: 'clients', label: 'Clients', icon: 'clients', href: '/clients' },
    ]);
  });

  it('rejects an answer without a display list', () => {
    expect(menuAnswerSchema.safeParse({ data: [] }).success).toBe(false);
  });
});
