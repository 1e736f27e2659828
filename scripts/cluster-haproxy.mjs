// HAProxy configuration for `npm run cluster`: one loopback frontend for the app, one for the partner API, each
// spreading requests round-robin over its instances and taking out of rotation those whose check fails: the API's
// /api/health, the app's /api/ready (which, unlike the app's /api/health, does not depend on the API's being up).

function backend(name, servers, checkPath) {
  return [
    `backend ${name}`,
    '  balance roundrobin',
    '  option httpchk',
    // HTTP/1.1 with a Host header: the app refuses requests that name no host of its own.
    `  http-check send meth GET uri ${checkPath} ver HTTP/1.1 hdr Host localhost`,
    '  http-check expect status 200',
    // The instance's `Keep-Alive: timeout=75` hint speaks of its own idle timeout, not the balancer's (60 s): a client
    // trusting it would keep a connection past the moment HAProxy closes it. Without it, clients use their own, shorter.
    '  http-response del-header keep-alive',
    // An instance that stops (rolling restart) refuses new connections once out of rotation: such a request, and
    // an idempotent one whose connection closed unanswered, is sent again to another instance. A write is sent
    // again only when it carries an Idempotency-Key, which the API answers once however often it arrives.
    '  option redispatch',
    '  retries 2',
    '  retry-on conn-failure empty-response response-timeout',
    '  http-request disable-l7-retry if !METH_GET !METH_HEAD !{ req.hdr(idempotency-key) -m found }',
    // A stopping instance fails its check at once: out of rotation after two checks a second apart, within the
    // instances' drain time (platform/graceful-stop.ts). A busy one answers slowly rather than not at all:
    // two 10 s check timeouts before it is taken out.
    ...servers.map((port, index) => `  server ${name}-${index + 1} 127.0.0.1:${port} check inter 1s fall 2 rise 2`),
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
    // (platform/idle-connections.ts), so the balancer, not the instance, closes it. The clients (the app's
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
    ...backend('app', appInstancePorts, '/api/ready'),
    '',
    ...backend('api', apiInstancePorts, '/api/health'),
    '',
  ].join('\n');
}
