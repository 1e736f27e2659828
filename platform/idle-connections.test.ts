import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { IDLE_CONNECTION_MS, keepIdleConnections } from './idle-connections';

describe('keepIdleConnections', () => {
  it('keeps an idle connection open far longer than Node’s default 5 s', () => {
    const server = createServer();
    keepIdleConnections(server);
    expect(server.keepAliveTimeout).toBe(IDLE_CONNECTION_MS);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
  });

  it('gives request headers a deadline past the idle timeout, so it never cuts an idle connection first', () => {
    const server = createServer();
    keepIdleConnections(server);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
