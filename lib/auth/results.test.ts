import { describe, expect, it } from 'vitest';
import { PartnerApiError } from '@/lib/partner/errors';
import { failureFrom } from './results';

const texts = { fallback: 'Une erreur est survenue', unavailable: 'indisponible' };

describe('failureFrom', () => {
  it('keeps the server message and the first message of each field', () => {
    const error = new PartnerApiError(422, {
      message: 'Données invalides',
      errors: { new_password: ['Mot de passe trop courant', 'autre'], current_password: ['Mot de passe incorrect'] },
    });
    expect(failureFrom(error, texts)).toEqual({
      ok: false,
      status: 422,
      message: 'Données invalides',
      fieldErrors: { new_password: 'Mot de passe trop courant', current_password: 'Mot de passe incorrect' },
    });
  });

  it('shows the login refusal as the API words it', () => {
    const error = new PartnerApiError(401, { message: 'Email ou mot de passe incorrect' });
    expect(failureFrom(error, texts).message).toBe('Email ou mot de passe incorrect');
  });

  it('falls back when a 4xx carries no message', () => {
    expect(failureFrom(new PartnerApiError(403, {}), texts)).toEqual({ ok: false, status: 403, message: texts.fallback, fieldErrors: {} });
  });

  it.each([0, 500, 503])('says the service is unavailable for status %i', (status) => {
    const error = new PartnerApiError(status, { message: 'stack trace' }, status === 0 ? 'network' : 'http');
    expect(failureFrom(error, texts).message).toBe('indisponible');
  });

  it('hides unexpected errors behind the fallback, as a 500', () => {
    expect(failureFrom(new TypeError('boom'), texts)).toMatchObject({ status: 500, message: texts.fallback });
  });
});
