import { describe, expect, it } from 'vitest';
import { needsDocumentUpdate, type KycDocumentView } from './types';

const doc = (state: KycDocumentView['state'], required = true): KycDocumentView => ({
  type: 't',
  nom: 'T',
  state,
  fileUrl: null,
  required,
  reason: null,
});

describe('needsDocumentUpdate', () => {
  it('is true as soon as one document is not OK', () => {
    expect(needsDocumentUpdate([doc('OK'), doc('OK')])).toBe(false);
    expect(needsDocumentUpdate([doc('OK'), doc('NON RECU')])).toBe(true);
    expect(needsDocumentUpdate([doc('EN ATTENTE')])).toBe(true);
    expect(needsDocumentUpdate([doc('KO')])).toBe(true);
  });

  it('does not ask for an optional document never sent, but does for one refused', () => {
    expect(needsDocumentUpdate([doc('OK'), doc('NON RECU', false)])).toBe(false);
    expect(needsDocumentUpdate([doc('OK'), doc('KO', false)])).toBe(true);
  });
});
