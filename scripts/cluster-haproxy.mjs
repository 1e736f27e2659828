// HAProxy configuration for `npm run cluster`: one loopback frontend for the app, one for the partner API, each
// spreading requests round-robin over its instances and taking out of rotation those whose /api/health fails.

function backend(name, servers) {
  return [
    `backend ${name}`,
    '  balance roundrobin',
    '  option httpchk',
    // HTTP/1.1 with a Host header: the app refuses requests that name no host of its own.
    '  http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host localhost',
    '  http-check expect status 200',
    // The instance's `Keep-Alive: timeout=75` hint speaks of its own idle timeout, not the balancer's (60 s): a client
    // trusting it would keep a connection past the moment HAProxy closes it. Without it, clients use their own, shorter.
    '  http-response del-header keep-alive',
    // A busy instance answers slowly rather than not at all: out of rotation only after three 10 s failures, so a
    // load peak that slows every instance does not leave the balancer with none.
    ...servers.map((port, index) => `  server ${name}-${index + 1} 127.0.0.1:${port} check inter 2s fall 3 rise 2`),
  ];
}

/** The configuration text; ports are numbers already checked by the caller. */
export function haproxyConfig({ appPort, apiPort, appInstancePorts, apiInstancePorts }) {
  return [
    'global',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  timeout connect 5s',
    '  timeout client 60s',
    // Also how long an idle connection to an instance stays pooled: shorter than the instances' own idle timeout
    // (contract/server/idle-connections.ts), so the balancer, not the instance, closes it. The clients (the app's
    // dispatcher, bench:load's fetch) drop theirs after 4 s, well within `timeout client`.
    '  timeout server 60s',
    '  timeout check 10s',
    '',
    'frontend app',
    `  bind 127.0.0.1:${appPort}`,
    '  default_backend app',
    '',
    'frontend api',
    `  bind 127.0.0.1:${apiPort}`,
    '  default_backend api',
    '',
    ...backend('app', appInstancePorts),
    '',
    ...backend('api', apiInstancePorts),
    '',
  ].join('\n');
}
