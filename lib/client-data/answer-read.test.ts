import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PartnerApiError } from '@/lib/partner/errors';
import { answerRead } from './answer-read';
import type { ClientRead } from './reads';

vi.mock('@/lib/log/logger', () => ({ logFailure: vi.fn() }));

const texts = { notFound: 'introuvable', invalidQuery: 'paramètres refusés', sessionGone: 'session expirée', unavailable: 'indisponible' };
const lot = { id: 7, reference: 'A12' };
const load = vi.fn(async (_token: string, query: { id: number }) => ({ ...lot, id: query.id }));
const reads: Record<string, ClientRead> = { lot: { query: z.object({ id: z.coerce.number().int().positive() }), load } as ClientRead };
const ask = (name: string, query: string, token: string | null = 'jeton') => answerRead(reads, name, new URLSearchParams(query), token, texts);

describe('answerRead', () => {
  it('answers the read’s data for the caller’s token, the query parsed from the URL', async () => {
    expect(await ask('lot', 'id=7')).toEqual({ status: 200, body: { data: lot } });
    expect(load).toHaveBeenLastCalledWith('jeton', { id: 7 });
  });

  it('answers 404 for a name no read has, even an inherited property’s', async () => {
    expect(await ask('constructor', '')).toEqual({ status: 404, body: { message: 'introuvable' } });
    expect(await ask('inconnue', '')).toEqual({ status: 404, body: { message: 'introuvable' } });
  });

  it('refuses a query no page sends with 422, before reading the session', async () => {
    expect(await ask('lot', 'id=abc', null)).toEqual({ status: 422, body: { message: 'paramètres refusés' } });
  });

  it('answers 401 without a live session, and when the API ends the session mid-read', async () => {
    expect(await ask('lot', 'id=7', null)).toEqual({ status: 401, body: { message: 'session expirée' } });
    load.mockRejectedValueOnce(new PartnerApiError(401, { message: 'Token invalide' }));
    expect(await ask('lot', 'id=7')).toEqual({ status: 401, body: { message: 'session expirée' } });
  });

  it('passes on the API’s own 4xx with its French words and field messages', async () => {
    const refusal = { message: 'Lot introuvable', errors: { id: ['Lot introuvable'] } };
    load.mockRejectedValueOnce(new PartnerApiError(404, refusal));
    expect(await ask('lot', 'id=7')).toEqual({ status: 404, body: refusal });
  });

  it('answers 502 without the API’s words when it is down or fails', async () => {
    load.mockRejectedValueOnce(new PartnerApiError(0, {}, 'network'));
    expect(await ask('lot', 'id=7')).toEqual({ status: 502, body: { message: 'indisponible' } });
    load.mockRejectedValueOnce(new PartnerApiError(500, { message: 'SQL: relation absente' }));
    expect(await ask('lot', 'id=7')).toEqual({ status: 502, body: { message: 'indisponible' } });
  });
});
