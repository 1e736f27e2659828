import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { acceptsBrotli, answerImmutable } from './immutable-answer.ts';

// Imported by the app server (scripts/app-server.mjs, run by Node without a build) and the build's last step
// (scripts/precompress-static.mjs): relative imports only, erasable TypeScript only.

/** Where the build's scripts and stylesheets are, and the address Next serves them under. */
export const STATIC_DIR = '.next/static';
const STATIC_PREFIX = '/_next/static/';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/** The files worth a Brotli copy: the text ones Next serves under /_next/static/. */
export function isCompressible(file: string): boolean {
  return path.extname(file) in CONTENT_TYPES;
}

export interface PrecompressedStatic {
  /** Answers a request for a build file with its Brotli copy when the browser takes Brotli; false otherwise. */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
}

/**
 * The build's scripts and stylesheets in their Brotli copies (written by scripts/precompress-static.mjs at the end
 * of the build, at Brotli's highest quality): 13 % fewer bytes than the gzip Next compresses them with on the fly.
 * A file without a copy, or a browser that does not take Brotli, is left to Next. The files are named after their
 * content, so they are kept for good, as Next does.
 */
export function precompressedStatic(dir: string = STATIC_DIR): PrecompressedStatic {
  const copies = new Map<string, string>();
  try {
    for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (name.endsWith('.br')) copies.set(STATIC_PREFIX + name.slice(0, -'.br'.length).split(path.sep).join('/'), path.join(dir, name));
    }
  } catch {
    // no build folder: every request goes to Next
  }
  // Read once each, on first request: all the copies of a build weigh about 1.2 MB.
  const read = new Map<string, Buffer>();
  return {
    serve(request, response) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const address = (request.url ?? '').split('?')[0];
      const copy = copies.get(address);
      if (copy === undefined || !acceptsBrotli(request.headers['accept-encoding'])) return false;
      let body = read.get(address);
      if (body === undefined) {
        body = readFileSync(copy);
        read.set(address, body);
      }
      answerImmutable(request, response, { contentType: CONTENT_TYPES[path.extname(address)], body, brotli: true });
      return true;
    },
  };
}
