import 'server-only';
import { pagedSchema } from '@/contract/paging';
import {
  optionAnswerSchema,
  optionLimitsSchema,
  optionSchema,
  reservationDocumentsSchema,
  type ContractInfoInput,
  type PlaceOptionInput,
} from '@/contract/options';
import { optionneurAnswerSchema, optionneurListSchema, type OptionneurInput } from '@/contract/optionneurs';
import { partnerJson } from './client';

export type { Option, OptionAction, OptionAnswer, OptionLimits, OptionStatus, PersonRef, Reservation } from '@/contract/options';
export type { Optionneur } from '@/contract/optionneurs';

const optionPageSchema = pagedSchema(optionSchema);

// GET options – the adviser's options (status: live, or a comma-separated list)
export function listOptions(token: string, query: { status?: string; page?: number; per_page?: number } = {}) {
  return partnerJson('options', { token, query, answer: optionPageSchema });
}

// POST options – place an option; the key makes a repeated submit harmless
export function placeOption(token: string, input: PlaceOptionInput, idempotencyKey: string) {
  return partnerJson('options', { method: 'POST', token, body: input, headers: { 'Idempotency-Key': idempotencyKey }, answer: optionAnswerSchema });
}

// DELETE options/{id} – release
export function releaseOption(token: string, id: number) {
  return partnerJson(`options/${id}`, { method: 'DELETE', token, answer: optionAnswerSchema });
}

// POST options/{id}/prolongation – extend
export function extendOption(token: string, id: number) {
  return partnerJson(`options/${id}/prolongation`, { method: 'POST', token, answer: optionAnswerSchema });
}

// POST options/{id}/infos-contrat-reservation – reservation contract data
export function saveContractInfo(token: string, id: number, input: ContractInfoInput) {
  return partnerJson(`options/${id}/infos-contrat-reservation`, { method: 'POST', token, body: input, answer: optionAnswerSchema });
}

// POST options/{id}/send-notification-contrat – notify the contract (starts the withdrawal period)
export function notifyContract(token: string, id: number) {
  return partnerJson(`options/${id}/send-notification-contrat`, { method: 'POST', token, answer: optionAnswerSchema });
}

// POST options/{id}/retractation – the buyer withdrew
export function withdrawOption(token: string, id: number) {
  return partnerJson(`options/${id}/retractation`, { method: 'POST', token, answer: optionAnswerSchema });
}

// GET options/limits – the limits the API applies (working days of an option…), for the forms
export async function getOptionLimits(token: string) {
  return (await partnerJson('options/limits', { token, answer: optionLimitsSchema })).data;
}

// GET options/{id}/documents-reservation
export function reservationDocuments(token: string, id: number) {
  return partnerJson(`options/${id}/documents-reservation`, { token, answer: reservationDocumentsSchema });
}

// GET optionneurs
export function listOptionneurs(token: string) {
  return partnerJson('optionneurs', { token, answer: optionneurListSchema });
}

// POST optionneurs – the answer holds `optionneur`
export function addOptionneur(token: string, input: OptionneurInput) {
  return partnerJson('optionneurs', { method: 'POST', token, body: input, answer: optionneurAnswerSchema });
}
