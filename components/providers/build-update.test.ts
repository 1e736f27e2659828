import { describe, expect, it } from 'vitest';
import { isChunkLoadError, isNewerBuild, isSafeToReload, latestBuildUrl } from './build-update';

describe('isNewerBuild', () => {
  it('is true only for another, non-empty build id', () => {
    expect(isNewerBuild('a1', { id: 'b2' })).toBe(true);
    expect(isNewerBuild('a1', { id: 'a1' })).toBe(false);
    expect(isNewerBuild('a1', { id: '' })).toBe(false);
    expect(isNewerBuild('a1', { message: 'Erreur' })).toBe(false);
    expect(isNewerBuild('a1', null)).toBe(false);
  });
});

describe('isChunkLoadError', () => {
  it('recognises webpack and browser chunk failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 512 failed.\n(error: /_next/static/chunks/512.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app-layout failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
  });

  it('ignores other errors and non-errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('isSafeToReload', () => {
  it('waits while a form is dirty or a modal is open', () => {
    expect(isSafeToReload({ formDirty: false, modalOpen: false })).toBe(true);
    expect(isSafeToReload({ formDirty: true, modalOpen: false })).toBe(false);
    expect(isSafeToReload({ formDirty: false, modalOpen: true })).toBe(false);
  });
});

describe('latestBuildUrl', () => {
  it('carries a timestamp query', () => {
    expect(latestBuildUrl(1700000000000)).toBe('/api/builds/latest.json?t=1700000000000');
  });
});
