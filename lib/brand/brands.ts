import { z } from 'zod';

export const BRAND_CODES = ['lrp', 'lci', 'is', 'icm'] as const;
export type BrandCode = (typeof BRAND_CODES)[number];
export const DEFAULT_BRAND: BrandCode = 'is';

export interface Brand {
  code: BrandCode;
  fullName: string;
  /** Public path of the logo: `/brands/<code>.png`. */
  logo: string;
  /** Public website of the brand (the "website" pop-up and KYC file links are relative to it). */
  baseUrl: string;
  /** Production host; `dev.` replaces `www.` outside PROD. */
  domain: string;
  colors: { primary: string; text?: string };
  fonts?: { body: string; headings: string };
  /** Login screen backgrounds: production's, and the test environments' (SPEC §2: never mistaken for production). */
  loginBackgrounds: { prod: string; test: string };
  matomoSiteId: number;
  /**
   * How screens at most 768 px wide show the extranet: the phone layout (default), or SPEC §9's 1024 px layout scaled
   * down to the screen (docs/decisions.md).
   */
  smallScreens?: 'phone' | 'desktop';
}

const brandSchema = z.object({
  code: z.enum(BRAND_CODES),
  fullName: z.string().min(1),
  logo: z.string().min(1),
  baseUrl: z.url(),
  domain: z.string().min(3),
  colors: z.object({ primary: z.string().min(1), text: z.string().optional() }),
  fonts: z.object({ body: z.string(), headings: z.string() }).optional(),
  loginBackgrounds: z.object({ prod: z.string().min(1), test: z.string().min(1) }),
  matomoSiteId: z.number().int().positive(),
  smallScreens: z.enum(['phone', 'desktop']).optional(),
});

const BUILT_IN: Record<BrandCode, Brand> = {
  lrp: {
    code: 'lrp',
    fullName: 'La Résidence Patrimoine',
    logo: '/brands/lrp.png',
    baseUrl: 'https://www.laresidencepatrimoine.fr',
    domain: 'www.partenaires-lrp.fr',
    colors: { primary: 'rgb(0,167,171)' },
    fonts: { body: 'Montserrat, Arial, sans-serif', headings: 'Montserrat, Arial, sans-serif' },
    loginBackgrounds: { prod: '/brands/login-background.jpg', test: '/brands/login-background-recette.jpg' },
    matomoSiteId: 29,
  },
  lci: {
    code: 'lci',
    fullName: 'Les Clés de l’Investissement',
    logo: '/brands/lci.png',
    baseUrl: 'https://www.lesclesdelinvestissement.fr',
    domain: 'www.partenaires-lci.fr',
    colors: { primary: '#f59e38', text: '#003C5F' },
    fonts: { body: 'Lato, Arial, sans-serif', headings: 'Lato, Arial, sans-serif' },
    loginBackgrounds: { prod: '/brands/login-background.jpg', test: '/brands/login-background-recette.jpg' },
    matomoSiteId: 28,
  },
  is: {
    code: 'is',
    fullName: 'Investissement Sélection',
    logo: '/brands/is.png',
    baseUrl: 'https://www.investissement-selection.fr',
    domain: 'www.partenaires-is.fr',
    colors: { primary: '#1f5f8b' },
    loginBackgrounds: { prod: '/brands/is-login.svg', test: '/brands/is-login-recette.svg' },
    matomoSiteId: 24,
  },
  icm: {
    code: 'icm',
    fullName: 'Immobilier Conseil Méditerranée',
    logo: '/brands/icm.png',
    baseUrl: 'https://www.immobilier-conseil-mediterranee.fr',
    domain: 'www.partenaires-icm.fr',
    colors: { primary: '#b4452f' },
    loginBackgrounds: { prod: '/brands/icm-login.svg', test: '/brands/icm-login-recette.svg' },
    matomoSiteId: 24,
  },
};

/** Built-in brands, each record overridable by the BRANDS_JSON variable (`{"lrp": {...}}`). */
export function loadBrands(overridesJson?: string): Record<BrandCode, Brand> {
  if (!overridesJson) return BUILT_IN;
  const overrides = z.partialRecord(z.enum(BRAND_CODES), brandSchema.partial()).parse(JSON.parse(overridesJson));
  const merged = { ...BUILT_IN };
  for (const code of BRAND_CODES) {
    if (overrides[code]) merged[code] = brandSchema.parse({ ...BUILT_IN[code], ...overrides[code], code });
  }
  return merged;
}

export const BRANDS = loadBrands(process.env.BRANDS_JSON);

export function isBrandCode(value: unknown): value is BrandCode {
  return typeof value === 'string' && (BRAND_CODES as readonly string[]).includes(value);
}

export function getBrand(code: BrandCode): Brand {
  return BRANDS[code];
}

/**
 * Host → brand: the production domain, its `dev.` twin outside PROD, or `<code>.localhost` for local work.
 * `brand` is null when nothing matched; the caller logs it and falls back to DEFAULT_BRAND.
 */
export function brandFromHost(
  host: string | null | undefined,
  isProd: boolean,
  brands: Record<BrandCode, Brand> = BRANDS,
): BrandCode | null {
  const hostname = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!hostname) return null;
  for (const brand of Object.values(brands)) {
    const bare = brand.domain.replace(/^www\./, '');
    if (hostname === brand.domain || hostname === bare) return brand.code;
    if (!isProd && hostname === `dev.${bare}`) return brand.code;
  }
  const local = /^([a-z]+)\.localhost$/.exec(hostname)?.[1];
  return isBrandCode(local) ? local : null;
}

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Hosts the app answers as itself: the brands' hosts, plus plain loopback names for local work outside PROD. */
export function isAppHost(host: string | null | undefined, isProd: boolean, brands: Record<BrandCode, Brand> = BRANDS): boolean {
  if (brandFromHost(host, isProd, brands)) return true;
  const hostname = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  return !isProd && LOCAL_HOSTNAMES.has(hostname);
}

/** After login the profile's scope.marque drives the brand: lrp, lci and icm are kept, anything else → default. */
export function brandFromProfile(marque: string | null | undefined): BrandCode {
  return marque === 'lrp' || marque === 'lci' || marque === 'icm' ? marque : DEFAULT_BRAND;
}

export function pageTitle(code: BrandCode): string {
  return `${code.toUpperCase()} Espace partenaire`;
}
