import { describe, expect, it } from 'vitest';
import { isSnapshotCandidate } from './snapshot-request';

const headers = (values: Record<string, string>) => (name: string) => values[name];
const loggedIn = headers({ cookie: 'ep_session=sealed' });

describe('isSnapshotCandidate', () => {
  it('takes full loads of the programme lists, the map and residences', () => {
    for (const path of ['/programmes', '/programmes/neuf', '/programmes/carte', '/programmes/residence/12', '/programmes/LMNP/3', '/programmes/decote/7']) {
      expect(isSnapshotCandidate('GET', path, loggedIn), path).toBe(true);
    }
  });

  it('leaves other screens, programme files and other methods to Next', () => {
    expect(isSnapshotCandidate('GET', '/options', loggedIn)).toBe(false);
    expect(isSnapshotCandidate('GET', '/programmes/fichiers/12', loggedIn)).toBe(false);
    expect(isSnapshotCandidate('GET', '/programmes/residence/12/plan', loggedIn)).toBe(false);
    expect(isSnapshotCandidate('POST', '/programmes/neuf', loggedIn)).toBe(false);
    expect(isSnapshotCandidate('HEAD', '/programmes/neuf', loggedIn)).toBe(false);
  });

  it('leaves requests without a cookie, client navigations, prefetches and server actions to Next', () => {
    expect(isSnapshotCandidate('GET', '/programmes/neuf', headers({}))).toBe(false);
    for (const name of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action', 'sec-purpose']) {
      expect(isSnapshotCandidate('GET', '/programmes/neuf', headers({ cookie: 'ep_session=sealed', [name]: '1' })), name).toBe(false);
    }
  });
});
