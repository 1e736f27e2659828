import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const root = await mkdtemp(path.join(tmpdir(), 'mailer-test-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('file mailer', () => {
  it('writes each mail (reset links included) readable by the API user only', async () => {
    const mailDir = path.join(root, 'mail');
    await createMailer({ from: 'no-reply@test.local', mailDir }).send({ to: 'a@test.local', subject: 'Lien', text: 't', html: '<p>t</p>' });
    const [file] = await readdir(mailDir);
    expect((await stat(mailDir)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(mailDir, file))).mode & 0o777).toBe(0o600);
  });
});
