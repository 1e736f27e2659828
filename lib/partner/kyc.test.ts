import { describe, expect, it } from 'vitest';
import { kycDocumentMapSchema } from '@/contract/kyc';
import { toKycDocuments } from './kyc';

describe('toKycDocuments', () => {
  it('lists the map in order and links stored files to the app route', () => {
    const documents = toKycDocuments({
      data: {
        kbis: { id: 4, nom: 'Kbis', url: 'kyc-cgp/files/4', state: 'EN ATTENTE', obligatoire: true, motif: null },
        rib: { id: null, nom: 'RIB', url: null, state: 'NON RECU' },
        cni: { id: 7, nom: 'CNI', url: 'kyc-cgp/files/7', state: 'KO', obligatoire: false, motif: 'Illisible' },
      },
    });
    expect(documents).toEqual([
      { type: 'kbis', nom: 'Kbis', state: 'EN ATTENTE', fileUrl: '/api/kyc/files/4', required: true, reason: null },
      { type: 'rib', nom: 'RIB', state: 'NON RECU', fileUrl: null, required: true, reason: null },
      { type: 'cni', nom: 'CNI', state: 'KO', fileUrl: '/api/kyc/files/7', required: false, reason: 'Illisible' },
    ]);
  });

  it('treats an answer with an unknown document state as out of contract', () => {
    expect(kycDocumentMapSchema.safeParse({ data: { kbis: { nom: 'Kbis', state: 'PERDU' } } }).success).toBe(false);
  });
});
