import type { BrandCode } from '@/lib/brand/brands';

/** Set by the production server (scripts/app-server.mjs): each brand's stylesheet address, as JSON. */
export const BRAND_STYLESHEETS_ENV = 'BRAND_STYLESHEETS';

/**
 * The address of the brand's theme stylesheet, or null when the server does not serve them (`next dev`, `next start`):
 * MantineProvider then writes the same variables inline in every page.
 */
export function brandStylesheetHref(code: BrandCode): string | null {
  const served = process.env[BRAND_STYLESHEETS_ENV];
  return served ? ((JSON.parse(served) as Partial<Record<BrandCode, string>>)[code] ?? null) : null;
}
