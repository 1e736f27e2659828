import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../deps';
import { createTestApp } from '../test/harness';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp | undefined;
afterEach(() => t?.close());

async function logsOfForgotPassword(appEnv: string) {
  const lines: string[] = [];
  const logger: Logger = { info: (line) => lines.push(line), warn: (line) => lines.push(line) };
  t = await createTestApp({ appEnv }, { deps: { logger } });
  await t.fixtures.user({ email: 'journal@is.demo' });
  const res = await t.call('POST', '/api/forgot-password', { body: { email: 'journal@is.demo' } });
  expect(res.status).toBe(200);
  return lines.join('\n');
}

describe('password links in the API log', () => {
  it('prints the reset link for local work', async () => {
    expect(await logsOfForgotPassword('DEV')).toMatch(/réinitialisation journal@is\.demo : http/);
  });

  it('never prints a live link or the address in production', async () => {
    const log = await logsOfForgotPassword('PROD');
    expect(log).not.toMatch(/token=|journal@is\.demo/);
  });
});
