// Bytes a page costs: its HTML, and the JavaScript files a current browser loads for it (`nomodule` ones are for
// browsers without modules): raw, gzip-compressed, and as the app sends them to a browser that takes Brotli.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const DECODE = { br: brotliDecompressSync, gzip: gunzipSync };

/** One address asked as Chrome asks (`gzip, deflate, br, zstd`): the bytes on the wire, and the file they carry. */
function fetchedAsChrome(url, headers) {
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers: { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const sent = Buffer.concat(chunks);
        const decode = DECODE[response.headers['content-encoding']];
        resolve({ sent: sent.length, body: decode ? decode(sent) : sent });
      });
      response.on('error', reject);
    });
    asked.on('error', reject);
    asked.end();
  });
}

export async function pageWeight(origin, path, headers) {
  const page = await fetchedAsChrome(new URL(path, origin), headers);
  const html = page.body;
  const tags = [...html.toString('utf8').matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter(([tag]) => !/\bnomodule\b/i.test(tag));
  const scripts = [...new Set(tags.map((match) => match[1]))];
  let js = 0;
  let jsGzip = 0;
  let jsSent = 0;
  for (const src of scripts) {
    const { sent, body } = await fetchedAsChrome(new URL(src, origin), { host: headers.host });
    js += body.length;
    jsGzip += gzipSync(body).length;
    jsSent += sent;
  }
  return { html: html.length, htmlGzip: gzipSync(html).length, htmlSent: page.sent, js, jsGzip, jsSent, scripts: scripts.length };
}
