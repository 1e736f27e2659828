// The build's last step: each script of .next/static marked for eager compilation (scripts/eager-compile-hint.mjs),
// then a Brotli copy (highest quality) beside each script and stylesheet, which the app server sends to browsers
// that take Brotli (platform/precompressed-static.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { isCompressible, STATIC_DIR } from '../platform/precompressed-static.ts';
import { withEagerCompileHint } from './eager-compile-hint.mjs';

/** The file as browsers get it: a script gets its compile hint first (written back, so both copies carry it). */
function sent(file) {
  const source = readFileSync(file);
  if (path.extname(file) !== '.js') return source;
  const text = source.toString('utf8');
  const marked = withEagerCompileHint(text);
  if (marked === text) return source;
  writeFileSync(file, marked);
  return Buffer.from(marked, 'utf8');
}

let raw = 0;
let compressed = 0;
for (const file of readdirSync(STATIC_DIR, { recursive: true, encoding: 'utf8' }).filter(isCompressible).map((name) => path.join(STATIC_DIR, name))) {
  const source = sent(file);
  const copy = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  writeFileSync(`${file}.br`, copy);
  raw += source.length;
  compressed += copy.length;
}
console.log(`Copies Brotli des scripts et feuilles de style : ${(raw / 1024).toFixed(0)} ko → ${(compressed / 1024).toFixed(0)} ko`);
