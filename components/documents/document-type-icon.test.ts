import { IconFileText, IconId } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { documentTypeIcon } from './document-type-icon';

describe('documentTypeIcon', () => {
  it('gives each known document type its own pictogram', () => {
    expect(documentTypeIcon('piece_identite')).toBe(IconId);
  });

  it('falls back to a plain document for an unknown type', () => {
    expect(documentTypeIcon('attestation_nouvelle')).toBe(IconFileText);
  });
});
