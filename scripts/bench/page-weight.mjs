// Bytes a page costs: its HTML, and the JavaScript files a current browser loads for it (`nomodule` ones are for
// browsers without modules): raw, gzip-compressed, and as the app sends them to a browser that takes Brotli.
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';

/** The bytes on the wire for one address, asked as Chrome does (`gzip, deflate, br, zstd`). */
function bytesSent(url, host) {
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers: { host, 'accept-encoding': 'gzip, deflate, br, zstd' } }, (response) => {
      let length = 0;
      response.on('data', (chunk) => (length += chunk.length));
      response.on('end', () => resolve(length));
      response.on('error', reject);
    });
    asked.on('error', reject);
    asked.end();
  });
}

export async function pageWeight(origin, path, headers) {
  const response = await fetch(`${origin}${path}`, { headers });
  const html = Buffer.from(await response.arrayBuffer());
  const tags = [...html.toString('utf8').matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter(([tag]) => !/\bnomodule\b/i.test(tag));
  const scripts = [...new Set(tags.map((match) => match[1]))];
  let js = 0;
  let jsGzip = 0;
  let jsSent = 0;
  for (const src of scripts) {
    const url = new URL(src, origin);
    const body = Buffer.from(await (await fetch(url, { headers: { host: headers.host } })).arrayBuffer());
    js += body.length;
    jsGzip += gzipSync(body).length;
    jsSent += await bytesSent(url, headers.host);
  }
  return { html: html.length, htmlGzip: gzipSync(html).length, js, jsGzip, jsSent, scripts: scripts.length };
}
