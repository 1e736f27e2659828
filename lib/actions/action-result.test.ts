import { describe, expect, it } from 'vitest';
import { ActionError } from '../partner/errors';
import { unwrap } from './action-result';
import { shouldRetry } from '../client-data/query-client';

describe('unwrap', () => {
  it('answers the data of a successful action', () => {
    expect(unwrap({ ok: true, data: { id: 7 } })).toEqual({ id: 7 });
  });

  it('throws the failure with its status, reason and field messages', () => {
    const failure = { ok: false as const, status: 422, message: 'Le client est obligatoire', fieldErrors: { client_id: 'Le client est obligatoire' } };
    let thrown: unknown;
    try {
      unwrap(failure);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ActionError);
    expect(thrown).toMatchObject({ status: 422, message: 'Le client est obligatoire', fieldErrors: { client_id: 'Le client est obligatoire' } });
  });

  it('keeps the 401 of an expired session so the query client does not retry it', () => {
    let thrown: unknown;
    try {
      unwrap({ ok: false, status: 401, fieldErrors: {} });
    } catch (error) {
      thrown = error;
    }
    expect(shouldRetry(0, thrown)).toBe(false);
    expect(shouldRetry(0, new ActionError(503))).toBe(true);
  });
});
