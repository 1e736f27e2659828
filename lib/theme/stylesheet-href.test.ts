import { afterEach, describe, expect, it } from 'vitest';
import { BRAND_STYLESHEETS_ENV, brandStylesheetHref } from './stylesheet-href';

describe('brandStylesheetHref', () => {
  afterEach(() => {
    delete process.env[BRAND_STYLESHEETS_ENV];
  });

  it('answers null when the server does not serve the stylesheets, so the page keeps its inline variables', () => {
    expect(brandStylesheetHref('is')).toBeNull();
  });

  it("answers the brand's address the production server published", () => {
    process.env[BRAND_STYLESHEETS_ENV] = JSON.stringify({ is: '/brand-theme/is.0123456789ab.css' });
    expect(brandStylesheetHref('is')).toBe('/brand-theme/is.0123456789ab.css');
    expect(brandStylesheetHref('lci')).toBeNull();
  });
});
