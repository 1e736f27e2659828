import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, MASKED, maskSecrets } from './log-options';

function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: pino(loggerOptions('api', 'info'), sink), lines };
}

describe('log lines', () => {
  it('mask credentials and personal data at the top, in headers, in bodies and in arrays, whatever the key’s case', () => {
    const { logger, lines } = captureLogger();
    logger.warn(
      {
        Authorization: 'Bearer secret-jeton',
        request: { headers: { cookie: 'ep_session=scellé', 'set-cookie': ['a=1'], accept: 'text/html' } },
        body: { email: 'conseiller@is.demo', password: 'Demo-Partenaire-2026!', nom: 'Petit' },
        attempts: [{ refresh_token: 'r1' }, { status: 401 }],
      },
      'appel refusé',
    );

    expect(lines[0]).toMatchObject({
      Authorization: MASKED,
      request: { headers: { cookie: MASKED, 'set-cookie': MASKED, accept: 'text/html' } },
      body: { email: MASKED, password: MASKED, nom: 'Petit' },
      attempts: [{ refresh_token: MASKED }, { status: 401 }],
      msg: 'appel refusé',
    });
    expect(JSON.stringify(lines[0])).not.toMatch(/secret-jeton|scellé|conseiller@is\.demo|Demo-Partenaire|r1/);
  });

  it('leave the caller’s object as it was', () => {
    const given = { headers: { authorization: 'Bearer secret-jeton' }, path: '/api/login' };
    const { logger } = captureLogger();
    logger.info(given, 'requête');
    expect(given.headers.authorization).toBe('Bearer secret-jeton');
  });

  it('keep an error whole, so its message and stack still reach the line', () => {
    const { logger, lines } = captureLogger();
    logger.error({ err: new Error('base indisponible'), token: 'jeton' }, 'échec');
    expect(lines[0]).toMatchObject({ token: MASKED, err: { type: 'Error', message: 'base indisponible' } });
    expect((lines[0].err as { stack: string }).stack).toContain('base indisponible');
  });

  it('answer an object without secrets as it is, with nothing copied', () => {
    const line = { reqId: 'r-1', method: 'GET', path: '/api/favorites/ids', status: 200, ms: 3, tags: ['a'] };
    expect(maskSecrets(line)).toBe(line);
  });
});
