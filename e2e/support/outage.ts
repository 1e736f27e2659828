import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { expect } from '@playwright/test';

/** A request the frozen relay held without answer, and whether the app gave up on it (closed its connection). */
export type HeldRequest = { method: string; path: string; abandoned: boolean };

/**
 * A TCP relay in front of the suite's partner API. `cut()` ends every connection and stops listening (the app
 * meets a dead API: connection refused), `freeze()` accepts connections and never answers (a hung API) while it
 * records what it holds, `restore()` forwards again. The shared API itself is never stopped, so the other specs are
 * not disturbed.
 */
export class ApiRelay {
  private mode: 'open' | 'frozen' = 'open';
  private readonly sockets = new Set<net.Socket>();
  private held: HeldRequest[] = [];
  private server = this.createServer();

  constructor(
    readonly port: number,
    private readonly targetPort: number,
  ) {}

  private createServer(): net.Server {
    return net.createServer((client) => {
      this.track(client);
      if (this.mode === 'frozen') return this.hold(client);
      const upstream = this.track(net.connect(this.targetPort, '127.0.0.1'));
      client.pipe(upstream).pipe(client);
    });
  }

  private track(socket: net.Socket): net.Socket {
    this.sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
    return socket;
  }

  /** Reads the request line of each request on a frozen connection; a close the relay did not cause is the app's. */
  private hold(client: net.Socket): void {
    const requests: HeldRequest[] = [];
    client.on('data', (chunk) => {
      for (const [, method, path] of chunk.toString('latin1').matchAll(/^([A-Z]+) (\S+) HTTP\/1\.1\r$/gm)) {
        const request = { method, path, abandoned: false };
        requests.push(request);
        this.held.push(request);
      }
    });
    client.on('close', () => {
      if (this.mode === 'frozen') for (const request of requests) request.abandoned = true;
    });
  }

  /** The requests held since the last `freeze()`. */
  heldRequests(): readonly HeldRequest[] {
    return this.held;
  }

  private dropConnections(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  async listen(): Promise<void> {
    if (this.server.listening) return;
    this.server = this.createServer();
    await new Promise<void>((resolve, reject) => this.server.once('error', reject).listen(this.port, '127.0.0.1', resolve));
  }

  async cut(): Promise<void> {
    this.dropConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  async freeze(): Promise<void> {
    this.mode = 'frozen';
    this.held = [];
    this.dropConnections();
    await this.listen();
  }

  async restore(): Promise<void> {
    this.mode = 'open';
    this.dropConnections();
    await this.listen();
  }
}

/** How long after a cut a full load no longer finds the session's frame in the app's cache. */
export const FRAME_CACHE_END_MS = 1_200;

/** The production build of the app on its own port, reaching the partner API through `relay`. */
export async function startAppBehind(relay: ApiRelay, port: number, timeoutMs: number): Promise<{ url(path?: string): string; stop(): Promise<void> }> {
  const app: ChildProcess = spawn(process.execPath, ['scripts/app-server.mjs'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      PARTNER_API_URL: `http://127.0.0.1:${relay.port}/api`,
      PARTNER_API_TIMEOUT_MS: String(timeoutMs),
      DATA_DIR: '.data/e2e',
      APP_ENV: 'RECETTE',
      LOG_LEVEL: 'error',
      // The frame read for a session is reused this long: an outage reaches a full load one second after it starts.
      FRAME_CACHE_SECONDS: '1',
    },
  });
  await expect
    .poll(() => fetch(`http://127.0.0.1:${port}/api/health`).then((res) => res.status, () => 0), { timeout: 60_000, intervals: [250] })
    .toBe(200);
  return {
    url: (path = '/') => `http://is.localhost:${port}${path}`,
    stop: async () => {
      if (app.exitCode !== null) return;
      const exited = new Promise((resolve) => app.once('exit', resolve));
      app.kill('SIGTERM');
      await exited;
    },
  };
}

/** Ports beside the suite's own (E2E_PORT, E2E_API_PORT), one pair per spec that needs a relay. */
export function relayPorts(offset: number): { appPort: number; relayPort: number; apiPort: number } {
  const appPort = Number(process.env.E2E_PORT ?? 3100) + offset;
  const apiPort = Number(process.env.E2E_API_PORT ?? 4110);
  return { appPort, relayPort: apiPort + offset, apiPort };
}
