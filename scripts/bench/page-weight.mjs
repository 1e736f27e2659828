// Bytes a page costs: its HTML, and the JavaScript files it loads (raw and gzip-compressed).
import { gzipSync } from 'node:zlib';

export async function pageWeight(origin, path, headers) {
  const response = await fetch(`${origin}${path}`, { headers });
  const html = Buffer.from(await response.arrayBuffer());
  const scripts = [...new Set([...html.toString('utf8').matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]))];
  let js = 0;
  let jsGzip = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, origin), { headers: { host: headers.host } })).arrayBuffer());
    js += body.length;
    jsGzip += gzipSync(body).length;
  }
  return { html: html.length, htmlGzip: gzipSync(html).length, js, jsGzip, scripts: scripts.length };
}
