import { describe, expect, it } from 'vitest';
import { ShownError, shownMessage } from './shown-error';

describe('shownMessage', () => {
  it('gives the French message of a ShownError, also once only its digest crossed to the browser', () => {
    const error = new ShownError('Impossible de charger le contenu');
    expect(shownMessage(error)).toBe('Impossible de charger le contenu');
    expect(shownMessage({ digest: error.digest })).toBe('Impossible de charger le contenu');
  });

  it('gives nothing for other errors: their text may be technical or English', () => {
    expect(shownMessage(Object.assign(new Error('Cannot read properties of undefined'), { digest: undefined }))).toBeUndefined();
    expect(shownMessage({ digest: '2941748561' })).toBeUndefined();
    expect(shownMessage({ digest: 'message:' })).toBeUndefined();
  });
});
