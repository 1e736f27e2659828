import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { withInstanceHeader } from './instance-header';

describe('withInstanceHeader', () => {
  it('adds the instance name to every response and keeps status, headers and body', async () => {
    const app = new Hono().get('/x', (c) => c.json({ ok: true }, 201, { 'X-Other': 'kept' }));
    const res = await withInstanceHeader(app.fetch, 'api-2')(new Request('http://local/x'));
    expect(res.status).toBe(201);
    expect(res.headers.get('X-Instance')).toBe('api-2');
    expect(res.headers.get('X-Other')).toBe('kept');
    expect(await res.json()).toEqual({ ok: true });
  });
});
