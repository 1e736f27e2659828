import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { acceptsBrotli, answerImmutable } from '../../platform/immutable-answer.ts';
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
  const byPath = new Map<string, { plain: Buffer; brotli: Buffer }>();
  const hrefs = {} as Record<BrandCode, string>;
  for (const code of BRAND_CODES) {
    const css = brandCss(brands[code]);
    const path = `/brand-theme/${code}.${createHash('sha256').update(css).digest('hex').slice(0, 12)}.css`;
    const plain = Buffer.from(css);
    byPath.set(path, { plain, brotli: brotliCompressSync(plain) });
    hrefs[code] = path;
  }
  return {
    hrefs,
    serve(request, response) {
      const file = request.method === 'GET' || request.method === 'HEAD' ? byPath.get(request.url ?? '') : undefined;
      if (file === undefined) return false;
      // Render-blocking on every page: sent in Brotli, a quarter of its size, to the browsers that take it.
      const brotli = acceptsBrotli(request.headers['accept-encoding']);
      answerImmutable(request, response, { contentType: 'text/css; charset=utf-8', body: brotli ? file.brotli : file.plain, brotli });
      return true;
    },
  };
}
