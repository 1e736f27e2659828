import { describe, expect, it } from 'vitest';
import { BRANDS, brandFromHost, brandFromProfile, isAppHost, loadBrands, pageTitle } from './brands';

describe('brandFromHost', () => {
  it('matches each brand production domain with www', () => {
    expect(brandFromHost('www.partenaires-lrp.fr', true)).toBe('lrp');
    expect(brandFromHost('www.partenaires-lci.fr', true)).toBe('lci');
    expect(brandFromHost('www.partenaires-icm.fr', true)).toBe('icm');
  });

  it('matches the bare domain and ignores the port and case', () => {
    expect(brandFromHost('Partenaires-LCI.fr:443', true)).toBe('lci');
  });

  it('accepts the dev. prefix outside PROD only', () => {
    expect(brandFromHost('dev.partenaires-lrp.fr', false)).toBe('lrp');
    expect(brandFromHost('dev.partenaires-lrp.fr', true)).toBeNull();
  });

  it('resolves <code>.localhost for local work', () => {
    expect(brandFromHost('icm.localhost:3000', false)).toBe('icm');
    expect(brandFromHost('is.localhost', true)).toBe('is');
  });

  it('answers null for unknown hosts so the caller can log and fall back', () => {
    expect(brandFromHost('localhost:3000', false)).toBeNull();
    expect(brandFromHost('evil.example.com', false)).toBeNull();
    expect(brandFromHost('xyz.localhost', false)).toBeNull();
    expect(brandFromHost('', false)).toBeNull();
    expect(brandFromHost(null, false)).toBeNull();
  });

  it('follows domains overridden through BRANDS_JSON', () => {
    const brands = loadBrands(JSON.stringify({ lrp: { domain: 'www.exemple-lrp.test' } }));
    expect(brandFromHost('www.exemple-lrp.test', true, brands)).toBe('lrp');
    expect(brandFromHost('www.partenaires-lrp.fr', true, brands)).toBeNull();
  });
});

describe('brandFromProfile', () => {
  it('keeps lrp, lci and icm and sends every other value to the default brand', () => {
    expect(brandFromProfile('lrp')).toBe('lrp');
    expect(brandFromProfile('lci')).toBe('lci');
    expect(brandFromProfile('icm')).toBe('icm');
    expect(brandFromProfile('is')).toBe('is');
    expect(brandFromProfile('autre')).toBe('is');
    expect(brandFromProfile(undefined)).toBe('is');
  });
});

describe('pageTitle', () => {
  it('is the code in capitals followed by Espace partenaire', () => {
    expect(pageTitle('lci')).toBe('LCI Espace partenaire');
  });
});

describe('isAppHost', () => {
  it('accepts the brands\' hosts and, outside PROD, their dev. twins and loopback names', () => {
    expect(isAppHost('www.partenaires-lrp.fr', true)).toBe(true);
    expect(isAppHost('lci.localhost:3000', false)).toBe(true);
    expect(isAppHost('127.0.0.1:3000', false)).toBe(true);
    expect(isAppHost('127.0.0.1:3000', true)).toBe(false);
  });

  it('refuses any other host', () => {
    expect(isAppHost('evil.example', false)).toBe(false);
    expect(isAppHost('www.partenaires-lrp.fr.evil.example', true)).toBe(false);
    expect(isAppHost(null, false)).toBe(false);
  });
});

describe('brand identities', () => {
  it('give each brand a primary colour of its own', () => {
    const colours = Object.values(BRANDS).map((brand) => brand.colors.primary.toLowerCase());
    expect(new Set(colours).size).toBe(colours.length);
  });

  it('give is and icm login backgrounds of their own, in production and in the test environments', () => {
    for (const code of ['is', 'icm'] as const) {
      const others = Object.values(BRANDS).filter((brand) => brand.code !== code);
      for (const variant of ['prod', 'test'] as const) {
        expect(others.map((brand) => brand.loginBackgrounds[variant])).not.toContain(BRANDS[code].loginBackgrounds[variant]);
      }
      expect(BRANDS[code].loginBackgrounds.prod).not.toBe(BRANDS[code].loginBackgrounds.test);
    }
  });
});
