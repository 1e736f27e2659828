import { describe, expect, it } from 'vitest';
import { REFRESH_MARGIN_MS, SESSION_MAX_AGE_MS, clearsSessionOnRefreshError, refreshDecision } from './refresh-decision';

const now = 1_700_000_000_000;
const live = { accessToken: 'a', refreshToken: 'r', loggedInAt: now - 1000, accessExpiresAt: now + 10 * 60_000 };

describe('refreshDecision', () => {
  it('leaves an empty session alone', () => {
    expect(refreshDecision({}, now)).toBe('none');
  });

  it('leaves a token with time left alone', () => {
    expect(refreshDecision(live, now)).toBe('none');
    expect(refreshDecision({ ...live, accessExpiresAt: now + REFRESH_MARGIN_MS + 1 }, now)).toBe('none');
  });

  it('refreshes within 30 s of expiry, after it, or when the expiry is unknown', () => {
    expect(refreshDecision({ ...live, accessExpiresAt: now + REFRESH_MARGIN_MS }, now)).toBe('refresh');
    expect(refreshDecision({ ...live, accessExpiresAt: now - 5000 }, now)).toBe('refresh');
    expect(refreshDecision({ ...live, accessExpiresAt: undefined }, now)).toBe('refresh');
  });

  it('clears a session older than 10 hours, whatever the refreshes', () => {
    expect(refreshDecision({ ...live, loggedInAt: now - SESSION_MAX_AGE_MS }, now)).toBe('clear');
    expect(refreshDecision({ ...live, loggedInAt: now - SESSION_MAX_AGE_MS + 1 }, now)).toBe('none');
  });

  it('clears a half-written session', () => {
    expect(refreshDecision({ accessToken: 'a' }, now)).toBe('clear');
    expect(refreshDecision({ ...live, loggedInAt: undefined }, now)).toBe('clear');
  });
});

describe('clearsSessionOnRefreshError', () => {
  it('logs out on a refused token only', () => {
    expect(clearsSessionOnRefreshError(401)).toBe(true);
    expect(clearsSessionOnRefreshError(0)).toBe(false);
    expect(clearsSessionOnRefreshError(503)).toBe(false);
    expect(clearsSessionOnRefreshError(429)).toBe(false);
  });
});
