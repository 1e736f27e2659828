import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brandCss } from './brand-css.ts';
import { BRAND_CODES, BRANDS, type Brand, type BrandCode } from '../brand/brands.ts';

export interface BrandStylesheets {
  /** The address of each brand's stylesheet, named after its content so that browsers may keep it for good. */
  hrefs: Record<BrandCode, string>;
  /** Answers a request for one of them; false for any other request. */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
}

/** The brands' theme stylesheets, built once when the server starts (BRANDS_JSON may change a brand's colours). */
export function brandStylesheets(brands: Record<BrandCode, Brand> = BRANDS): BrandStylesheets {
  const byPath = new Map<string, string>();
  const hrefs = {} as Record<BrandCode, string>;
  for (const code of BRAND_CODES) {
    const css = brandCss(brands[code]);
    const path = `/brand-theme/${code}.${createHash('sha256').update(css).digest('hex').slice(0, 12)}.css`;
    byPath.set(path, css);
    hrefs[code] = path;
  }
  return {
    hrefs,
    serve(request, response) {
      const css = request.method === 'GET' || request.method === 'HEAD' ? byPath.get(request.url ?? '') : undefined;
      if (css === undefined) return false;
      response.writeHead(200, {
        'Content-Type': 'text/css; charset=utf-8',
        'Content-Length': Buffer.byteLength(css),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
      response.end(request.method === 'HEAD' ? undefined : css);
      return true;
    },
  };
}
