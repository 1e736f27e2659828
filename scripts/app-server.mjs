// The app's HTTP server in production: Next's own request handler behind one step that settles the
// forwarding headers from the socket (contract/server/client-address.ts), so a browser cannot choose the address the
// partner API rate-limits, nor the host and scheme the app believes. Started by scripts/start.mjs.
import { createServer } from 'node:http';
import { settleForwardedHeaders, trustedProxies } from '../contract/server/client-address.ts';
import { keepIdleConnections } from '../contract/server/idle-connections.ts';

const port = Number(process.env.PORT ?? 3000);
let isTrusted;
try {
  isTrusted = trustedProxies(process.env.TRUSTED_PROXIES);
} catch (error) {
  console.error(`[app] variable d'environnement TRUSTED_PROXIES invalide : ${error.message}`);
  process.exit(1);
}

// `next start` sets this itself; React and Next read it when they load.
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  settleForwardedHeaders(request.headers, request.socket.remoteAddress, isTrusted);
  handle(request, response);
});
keepIdleConnections(server);
server.listen(port, () => console.log(`[app] à l'écoute sur le port ${port}`));
