// The app's HTTP server in production: Next's own request handler behind one step that settles the
// forwarding headers from the socket (platform/client-address.ts), so a browser cannot choose the address the
// partner API rate-limits, nor the host and scheme the app believes; it also serves the brands' theme stylesheets
// (lib/theme/brand-stylesheets.ts) and the Brotli copies of the build's scripts and stylesheets
// (platform/precompressed-static.ts), and compresses what Next renders in Brotli (platform/rendered-compression.ts);
// a page load answered by the login screen gets 200, not 401 (lib/auth/login-screen-status.ts). Started by
// scripts/start.mjs.
import { createServer } from 'node:http';
import { answerLoginScreenOk } from '../lib/auth/login-screen-status.ts';
import { settleForwardedHeaders, trustedProxies } from '../platform/client-address.ts';
import { keepIdleConnections } from '../platform/idle-connections.ts';
import { precompressedStatic } from '../platform/precompressed-static.ts';
import { renderedCompression } from '../platform/rendered-compression.ts';
import { stopOnSignal, withOperations } from '../lib/ops/app-operations.ts';
import { brandStylesheets } from '../lib/theme/brand-stylesheets.ts';
import { BRAND_STYLESHEETS_ENV } from '../lib/theme/stylesheet-href.ts';

const port = Number(process.env.PORT ?? 3000);
let isTrusted;
try {
  isTrusted = trustedProxies(process.env.TRUSTED_PROXIES);
} catch (error) {
  console.error(`[app] variable d'environnement TRUSTED_PROXIES invalide : ${error.message}`);
  process.exit(1);
}

const stylesheets = brandStylesheets();
const buildFiles = precompressedStatic();
const compress = renderedCompression();
// Pages link these instead of carrying the variables inline (app/layout.tsx).
process.env[BRAND_STYLESHEETS_ENV] = JSON.stringify(stylesheets.hrefs);

// `next start` sets this itself; React and Next read it when they load.
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

// Metrics, readiness while stopping and request counts come first (lib/ops/app-operations.ts).
const server = createServer(withOperations((request, response) => {
  if (stylesheets.serve(request, response) || buildFiles.serve(request, response)) return;
  settleForwardedHeaders(request.headers, request.socket.remoteAddress, isTrusted);
  answerLoginScreenOk(request, response);
  compress(request, response, () => handle(request, response));
}));
keepIdleConnections(server);
stopOnSignal(server);
server.listen(port, () => console.log(`[app] à l'écoute sur le port ${port}`));
