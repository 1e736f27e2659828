import { describe, expect, it, vi } from 'vitest';
import { applyFailure } from './apply-failure';

describe('applyFailure', () => {
  it('sets field messages, focusing the first, and keeps the general message', () => {
    const setError = vi.fn();
    const message = applyFailure(
      { ok: false, status: 422, message: 'Données invalides', fieldErrors: { new_password: 'Trop courant', current_password: 'Incorrect' } },
      setError,
      ['current_password', 'new_password'],
    );
    expect(setError).toHaveBeenNthCalledWith(1, 'current_password', { type: 'server', message: 'Incorrect' }, { shouldFocus: true });
    expect(setError).toHaveBeenNthCalledWith(2, 'new_password', { type: 'server', message: 'Trop courant' }, { shouldFocus: false });
    expect(message).toBe('Données invalides');
  });

  it('does not repeat a message already shown on a field', () => {
    const setError = vi.fn();
    expect(applyFailure({ ok: false, status: 422, message: 'Email non conforme', fieldErrors: { email: 'Email non conforme' } }, setError, ['email'])).toBeNull();
  });

  it('answers the message alone when no field is concerned', () => {
    const setError = vi.fn();
    expect(applyFailure({ ok: false, status: 401, message: 'Email ou mot de passe incorrect', fieldErrors: {} }, setError, ['email'])).toBe(
      'Email ou mot de passe incorrect',
    );
    expect(setError).not.toHaveBeenCalled();
  });
});
