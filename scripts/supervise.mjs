// Runs the app's processes together: when one stops, the others are stopped and this process exits non-zero
// (with the child's code), so a supervisor (systemd, a container runtime) restarts the whole.
import { spawn } from 'node:child_process';

// Past the instances' own graceful stop (drain, then requests in flight: platform/graceful-stop.ts).
const GRACE_MS = 15_000;
const RELAUNCH_LIMIT = 3;
const RELAUNCH_WINDOW_MS = 60_000;

export function createSupervisor(env) {
  const children = [];
  /** Children stopped on purpose by `replace`: their exit stops nothing else. */
  const retiring = new Set();
  let stopping = false;
  const stopped = (child) => child.exitCode !== null || child.signalCode !== null;

  /** Stops every child, then exits with `code` (after GRACE_MS at most). */
  function stopAll(code) {
    if (stopping) return;
    stopping = true;
    process.exitCode = code;
    const running = children.filter((child) => !stopped(child));
    if (running.length === 0) process.exit(code);
    for (const child of running) {
      child.once('exit', () => {
        if (children.every(stopped)) process.exit(code);
      });
      child.kill('SIGTERM');
    }
    setTimeout(() => process.exit(code), GRACE_MS);
  }

  /** When each relaunched label last stopped by itself, to tell a crash from a crash loop. */
  const crashes = new Map();

  /**
   * Starts `command` (Node by default) with the shared environment plus `extraEnv`. With `relaunched`, a child that
   * stops by itself is started again in its place and handed to `relaunched` (one instance of a cluster, which the
   * balancer routes around meanwhile), unless it already stopped RELAUNCH_LIMIT times within RELAUNCH_WINDOW_MS.
   */
  function launch(label, args, options = {}) {
    const { command = process.execPath, extraEnv = {}, relaunched } = options;
    const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
    child.on('exit', (code, signal) => {
      if (stopping || retiring.has(child)) return;
      const how = code === null ? `signal ${signal}` : `code ${code}`;
      const now = Date.now();
      const recent = [...(crashes.get(label) ?? []), now].filter((at) => now - at < RELAUNCH_WINDOW_MS);
      crashes.set(label, recent);
      if (relaunched && recent.length <= RELAUNCH_LIMIT) {
        console.error(`${label} s'est arrêté (${how}) : relancé.`);
        children.splice(children.indexOf(child), 1);
        relaunched(launch(label, args, options));
        return;
      }
      console.error(`${label} s'est arrêté (${how}).`);
      stopAll(code || 1);
    });
    children.push(child);
    return child;
  }

  /** Stops `child` gracefully (SIGTERM) and, once it has exited, starts the same command again in its place. */
  async function replace(child, label, args, options) {
    retiring.add(child);
    if (!stopped(child)) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    children.splice(children.indexOf(child), 1);
    retiring.delete(child);
    return launch(label, args, options);
  }

  return {
    launch,
    replace,
    stopAll,
    get stopping() {
      return stopping;
    },
  };
}
