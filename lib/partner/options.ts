import 'server-only';
import type { ContractInfoInput, OptionneurInput, PlaceOptionInput } from '@/lib/validation/selling';
import { partnerJson } from './client';
import type { PagedResponse } from './paging';

export type OptionStatus = 'placed' | 'notified' | 'reserved' | 'released' | 'expired' | 'withdrawn';
export type OptionAction = 'release' | 'extend' | 'contract' | 'notify' | 'withdraw';
export interface PersonRef {
  id: number;
  civilite: string | null;
  prenom: string;
  nom: string;
}

export interface Reservation {
  id: number;
  status: 'pending' | 'notified' | 'firm' | 'withdrawn' | 'signed' | 'cancelled';
  price: number;
  deposit: number;
  sale_due_date: string | null;
  financing: 'comptant' | 'credit' | null;
  loan_amount: number | null;
  notes: string | null;
  notified_at: string | null;
  withdrawal_ends_at: string | null;
  documents: { title: string; url: string }[];
}

export interface Option {
  id: number;
  status: OptionStatus;
  placed_at: string;
  expires_at: string | null;
  duration_days: number;
  extensions: number;
  extensions_left: number;
  notified_at: string | null;
  withdrawal_ends_at: string | null;
  released_at: string | null;
  lot: {
    id: number;
    reference: string;
    typology: string;
    floor: number;
    surface: number;
    price: number;
    status: 'available' | 'optioned' | 'reserved' | 'sold';
    residence: { id: number; name: string; city: string; delivery_date: string | null };
  };
  client: PersonRef | null;
  optionneur: PersonRef | null;
  reservation: Reservation | null;
  actions: OptionAction[];
}

export interface Optionneur extends PersonRef {
  email: string | null;
  telephone: string | null;
  societe: string | null;
}

export type OptionAnswer = { message?: string; data: Option };

// GET options – the adviser's options (status: live, or a comma-separated list)
export function listOptions(token: string, query: { status?: string; page?: number; per_page?: number } = {}) {
  return partnerJson<PagedResponse<Option>>('options', { token, query });
}

// POST options – place an option; the key makes a repeated submit harmless
export function placeOption(token: string, input: PlaceOptionInput, idempotencyKey: string) {
  return partnerJson<OptionAnswer>('options', { method: 'POST', token, body: input, headers: { 'Idempotency-Key': idempotencyKey } });
}

// DELETE options/{id} – release
export function releaseOption(token: string, id: number) {
  return partnerJson<OptionAnswer>(`options/${id}`, { method: 'DELETE', token });
}

// POST options/{id}/prolongation – extend
export function extendOption(token: string, id: number) {
  return partnerJson<OptionAnswer>(`options/${id}/prolongation`, { method: 'POST', token });
}

// POST options/{id}/infos-contrat-reservation – reservation contract data
export function saveContractInfo(token: string, id: number, input: ContractInfoInput) {
  return partnerJson<OptionAnswer>(`options/${id}/infos-contrat-reservation`, { method: 'POST', token, body: input });
}

// POST options/{id}/send-notification-contrat – notify the contract (starts the withdrawal period)
export function notifyContract(token: string, id: number) {
  return partnerJson<OptionAnswer>(`options/${id}/send-notification-contrat`, { method: 'POST', token });
}

// POST options/{id}/retractation – the buyer withdrew
export function withdrawOption(token: string, id: number) {
  return partnerJson<OptionAnswer>(`options/${id}/retractation`, { method: 'POST', token });
}

// GET options/{id}/documents-reservation
export function reservationDocuments(token: string, id: number) {
  return partnerJson<{ data: { title: string; url: string }[] }>(`options/${id}/documents-reservation`, { token });
}

// GET optionneurs
export function listOptionneurs(token: string) {
  return partnerJson<{ data: Optionneur[] }>('optionneurs', { token });
}

// POST optionneurs – the answer holds `optionneur`
export function addOptionneur(token: string, input: OptionneurInput) {
  return partnerJson<{ message: string; optionneur: Optionneur }>('optionneurs', { method: 'POST', token, body: input });
}
