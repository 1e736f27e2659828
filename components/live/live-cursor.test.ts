import { afterEach, describe, expect, it, vi } from 'vitest';

const location = { pathname: '/programmes/residence/7' };

/** The module as a newly loaded document reads it, on the residence page. */
async function loadedOnResidencePage() {
  vi.resetModules();
  location.pathname = '/programmes/residence/7';
  vi.stubGlobal('window', { location });
  return import('./live-cursor');
}

afterEach(() => vi.unstubAllGlobals());

describe('live cursor', () => {
  it('hands the live channel the cursor offered by the page the document was loaded with, now and to later listeners', async () => {
    const { offerLiveCursor, onLiveCursor } = await loadedOnResidencePage();
    const heard: number[] = [];
    const channel = onLiveCursor((after) => heard.push(after));
    expect(channel.offered).toBeUndefined();

    offerLiveCursor(41);
    expect(heard).toEqual([41]);
    expect(onLiveCursor(() => undefined).offered).toBe(41);
  });

  it('ignores a page shown after a navigation inside the app, read while the channel was already listening', async () => {
    const { offerLiveCursor, onLiveCursor } = await loadedOnResidencePage();
    const heard: number[] = [];
    onLiveCursor((after) => heard.push(after));

    location.pathname = '/programmes/residence/8';
    offerLiveCursor(57);
    expect(heard).toEqual([]);
  });

  it('keeps the first offer: a second one, even of an earlier event, changes nothing', async () => {
    const { offerLiveCursor, onLiveCursor } = await loadedOnResidencePage();
    const heard: number[] = [];
    onLiveCursor((after) => heard.push(after));
    offerLiveCursor(41);
    offerLiveCursor(12);
    expect(heard).toEqual([41]);
    expect(onLiveCursor(() => undefined).offered).toBe(41);
  });
});
