import { describe, expect, it } from 'vitest';
import { describeUploadErrors } from './upload-errors';

describe('describeUploadErrors', () => {
  const labels: Record<string, string> = { kbis: 'Extrait Kbis', rib: 'RIB du cabinet' };
  const labelOf = (type: string) => labels[type];

  it('names each indexed field by the label of the file sent at that place', () => {
    expect(
      describeUploadErrors(
        { 'documents.1.document_content': ['Le fichier dépasse la taille maximale de 10 Mo.'], 'documents.0.document_type': ['Type inconnu'] },
        ['kbis', 'rib'],
        labelOf,
      ),
    ).toEqual(['RIB du cabinet: Le fichier dépasse la taille maximale de 10 Mo.', 'Extrait Kbis: Type inconnu']);
  });

  it('keeps the raw field name when it points at no file', () => {
    expect(describeUploadErrors({ documents: ['Ajoutez au moins un document.'] }, [], labelOf)).toEqual([
      'documents: Ajoutez au moins un document.',
    ]);
    expect(describeUploadErrors({ 'documents.5.document_content': ['x'] }, ['kbis'], labelOf)).toEqual([
      'documents.5.document_content: x',
    ]);
  });
});
