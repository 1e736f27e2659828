import { describe, expect, it } from 'vitest';
import { IDLE_CONNECTION_MS } from '../platform/idle-connections';
import { haproxyConfig } from './cluster-haproxy.mjs';

const config = haproxyConfig({ appPort: 3000, apiPort: 4010, appInstancePorts: [3001, 3002], apiInstancePorts: [4011, 4012] });
const timeoutMs = (name: string) => Number(new RegExp(`timeout ${name} (\\d+)s`).exec(config)?.[1]) * 1000;

describe('cluster balancer configuration', () => {
  it('drops its idle connections to an instance before the instance would close them itself', () => {
    expect(timeoutMs('server')).toBeGreaterThan(0);
    expect(timeoutMs('server')).toBeLessThan(IDLE_CONNECTION_MS);
  });

  it('keeps the instances’ idle-timeout hint from clients, who would otherwise outstay the balancer', () => {
    expect(config.match(/http-response del-header keep-alive/g)).toHaveLength(2);
  });

  it('spreads each frontend over its own instances only', () => {
    expect(config).toContain('server api-1 127.0.0.1:4011');
    expect(config).toContain('server app-2 127.0.0.1:3002');
    expect(config).not.toContain('server api-1 127.0.0.1:3001');
  });

  it('checks an app instance by its own readiness, so an unreachable API does not take every app instance out', () => {
    const section = (name: string) => config.split('\nbackend ').find((part) => part.startsWith(`${name}\n`));
    expect(section('app')).toContain('http-check send meth GET uri /api/ready ver HTTP/1.1 hdr Host localhost');
    expect(section('api')).toContain('http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host localhost');
  });

  it('sends a refused or unanswered request to another instance only when sending it again is harmless', () => {
    expect(config.match(/option redispatch/g)).toHaveLength(2);
    expect(config).toContain('retry-on conn-failure empty-response response-timeout');
    expect(config).toContain('http-request disable-l7-retry if !METH_GET !METH_HEAD !{ req.hdr(idempotency-key) -m found }');
  });
});
