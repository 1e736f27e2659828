import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PartnerApiError } from '@/lib/partner/errors';
import { logger } from '@/lib/log/logger';
import { checkedAnswer } from './checked-answer';

const answer = z.object({ data: z.object({ id: z.number().int(), status: z.enum(['placed', 'expired']) }) });

afterEach(() => vi.restoreAllMocks());

describe('checkedAnswer', () => {
  it('answers the body the contract describes', () => {
    expect(checkedAnswer('options/7', answer, { data: { id: 7, status: 'placed' } })).toEqual({ data: { id: 7, status: 'placed' } });
  });

  it('fails a deviating answer as a 502 of kind contract and logs the call and the field', () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    let thrown: unknown;
    try {
      checkedAnswer('options/7', answer, { data: { id: 7, status: 'perdue' } });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PartnerApiError);
    expect(thrown).toMatchObject({ status: 502, kind: 'contract' });
    expect(log.mock.calls[0][0]).toMatchObject({ call: 'options/7', issues: expect.stringContaining('data.status') });
  });
});
