import { describe, expect, it } from 'vitest';
import { matomoOrigin, matomoSetup, pageViewCommands } from './matomo';

describe('matomoOrigin', () => {
  it('is the origin of MATOMO_URL, and null when analytics is off', () => {
    expect(matomoOrigin('https://stats.example.fr/matomo/')).toBe('https://stats.example.fr');
    expect(matomoOrigin('http://127.0.0.1:4999')).toBe('http://127.0.0.1:4999');
    expect(matomoOrigin(undefined)).toBeNull();
  });
});

describe('matomoSetup', () => {
  it('loads matomo.js and posts to matomo.php under MATOMO_URL, with or without a trailing slash', () => {
    for (const url of ['https://stats.example.fr/matomo', 'https://stats.example.fr/matomo/']) {
      const setup = matomoSetup(url, 29);
      expect(setup.scriptUrl).toBe('https://stats.example.fr/matomo/matomo.js');
      expect(setup.commands).toContainEqual(['setTrackerUrl', 'https://stats.example.fr/matomo/matomo.php']);
    }
  });

  it("tracks the brand's site id without cookies", () => {
    const { commands } = matomoSetup('https://stats.example.fr', 28);
    expect(commands).toContainEqual(['setSiteId', '28']);
    expect(commands[0]).toEqual(['disableCookies']);
  });
});

describe('pageViewCommands', () => {
  it('records the page address and title before the view', () => {
    expect(pageViewCommands('https://lrp.example/fonds', 'Fonds · LRP Espace partenaire')).toEqual([
      ['setCustomUrl', 'https://lrp.example/fonds'],
      ['setDocumentTitle', 'Fonds · LRP Espace partenaire'],
      ['trackPageView'],
    ]);
  });
});
