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

  it('takes client navigations to those pages', () => {
    expect(isSnapshotCandidate('GET', '/programmes/neuf', headers({ cookie: 'ep_session=sealed', rsc: '1', 'next-router-state-tree': '%5B%5D' }))).toBe(true);
  });

  it('leaves requests without a cookie, prefetches and server actions to Next', () => {
    expect(isSnapshotCandidate('GET', '/programmes/neuf', headers({}))).toBe(false);
    for (const name of ['next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'sec-purpose']) {
      expect(isSnapshotCandidate('GET', '/programmes/neuf', headers({ cookie: 'ep_session=sealed', rsc: '1', [name]: '1' })), name).toBe(false);
    }
  });
});
