import 'server-only';
import {
  contentPreviewAnswerSchema,
  staffContentAnswerSchema,
  staffContentListSchema,
  staffContentSavedSchema,
  type ContentInput,
  type StaffContentKind,
} from '@/contract/back-office-content';
import { partnerJson } from './client';

// GET back-office/content – the items of the staff member's brands, drafts included
export function listStaffContent(token: string, query: { kind?: StaffContentKind } = {}) {
  return partnerJson('back-office/content', { token, query, answer: staffContentListSchema });
}

// GET back-office/content/{id} – one item, to edit
export function getStaffContent(token: string, id: number) {
  return partnerJson(`back-office/content/${id}`, { token, answer: staffContentAnswerSchema });
}

// POST back-office/content – a new item, published or draft
export function createStaffContent(token: string, input: ContentInput) {
  return partnerJson('back-office/content', { method: 'POST', token, body: input, answer: staffContentSavedSchema });
}

// PUT back-office/content/{id} – change, publish or take back
export function updateStaffContent(token: string, id: number, input: ContentInput) {
  return partnerJson(`back-office/content/${id}`, { method: 'PUT', token, body: input, answer: staffContentSavedSchema });
}

// POST back-office/content/preview – the body as advisers would read it
export function previewStaffContent(token: string, body: string) {
  return partnerJson('back-office/content/preview', { method: 'POST', token, body: { body }, answer: contentPreviewAnswerSchema });
}
