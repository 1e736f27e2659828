import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import { captureLogs } from '../test/log-capture';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp | undefined;
afterEach(() => t?.close());

async function logsOfForgotPassword(appEnv: string) {
  const log = captureLogs();
  t = await createTestApp({ appEnv }, { deps: { logger: log.logger } });
  await t.fixtures.user({ email: 'journal@is.demo' });
  const res = await t.call('POST', '/api/forgot-password', { body: { email: 'journal@is.demo' } });
  expect(res.status).toBe(200);
  return log.text();
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
