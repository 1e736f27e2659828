import 'server-only';
import { messageAnswerSchema } from '@/contract/answers';
import {
  staffProgrammeFileAddedSchema,
  staffProgrammeFileListSchema,
  staffProgrammeListSchema,
  type ProgrammeAccess,
  type ProgrammeFileUpload,
} from '@/contract/back-office-programmes';
import { partnerJson, partnerResponse } from './client';

// GET back-office/programmes – programmes of the staff member's brands, open or closed to each
export function listStaffProgrammes(token: string) {
  return partnerJson('back-office/programmes', { token, answer: staffProgrammeListSchema });
}

// PUT back-office/programmes/{id}/brands/{brand} – open or close the programme to one brand
export function setProgrammeAccess(token: string, id: number, brand: string, access: ProgrammeAccess) {
  return partnerJson(`back-office/programmes/${id}/brands/${encodeURIComponent(brand)}`, { method: 'PUT', token, body: access, answer: messageAnswerSchema });
}

// GET back-office/programmes/{id}/files – the images and documents added to the programme
export function listStaffProgrammeFiles(token: string, id: number) {
  return partnerJson(`back-office/programmes/${id}/files`, { token, answer: staffProgrammeFileListSchema });
}

// POST back-office/programmes/{id}/files – add an image or a document (base64)
export function uploadStaffProgrammeFile(token: string, id: number, upload: ProgrammeFileUpload) {
  return partnerJson(`back-office/programmes/${id}/files`, { method: 'POST', token, body: upload, answer: staffProgrammeFileAddedSchema });
}

// DELETE back-office/programmes/{id}/files/{fileId}
export function deleteStaffProgrammeFile(token: string, id: number, fileId: number) {
  return partnerJson(`back-office/programmes/${id}/files/${fileId}`, { method: 'DELETE', token, answer: messageAnswerSchema });
}

// GET programmes/fichiers/{id} – a programme file, for an adviser who sees the programme
export function fetchProgrammeFile(token: string, id: number) {
  return partnerResponse(`programmes/fichiers/${id}`, { token });
}
