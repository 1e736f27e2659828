import 'server-only';
import {
  clientAnswerSchema,
  clientChangeAnswerSchema,
  clientPageSchema,
  clientReservationsSchema,
  type ClientInput,
} from '@/contract/clients';
import { partnerJson } from './client';

export type { Client, ClientInput } from '@/contract/clients';

// GET clients – the adviser's clients (search on name, email, city)
export function listClients(token: string, query: { page?: number; per_page?: number; search?: string } = {}) {
  return partnerJson('clients', { token, query, answer: clientPageSchema });
}

// GET clients/{id}
export function getClient(token: string, id: number) {
  return partnerJson(`clients/${id}`, { token, answer: clientAnswerSchema });
}

// POST clients – add a client
export function createClient(token: string, input: ClientInput) {
  return partnerJson('clients', { method: 'POST', token, body: input, answer: clientChangeAnswerSchema });
}

// POST client/{id}/denonce – payload { client: { id, …fields to complete } }
export function denounceClient(token: string, id: number, fields: Partial<ClientInput> = {}) {
  return partnerJson(`client/${id}/denonce`, { method: 'POST', token, body: { client: { ...fields, id } }, answer: clientChangeAnswerSchema });
}

// GET client/{id}/reservation – the client's options and reservations
export function clientReservations(token: string, id: number) {
  return partnerJson(`client/${id}/reservation`, { token, answer: clientReservationsSchema });
}
