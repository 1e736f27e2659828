import 'server-only';
import type { ClientInput } from '@/lib/validation/selling';
import { partnerJson } from './client';
import type { Option } from './options';
import type { PagedResponse } from './paging';

export interface Client {
  id: number;
  civilite: string | null;
  prenom: string;
  nom: string;
  email: string | null;
  telephone: string | null;
  address: string | null;
  postcode: string | null;
  city: string | null;
  birth_date: string | null;
  created_at: string;
  denonciation: { status: 'protected' | 'expired' | 'none'; denounced_at: string | null; protected_until: string | null };
}

// GET clients – the adviser's clients (search on name, email, city)
export function listClients(token: string, query: { page?: number; per_page?: number; search?: string } = {}) {
  return partnerJson<PagedResponse<Client>>('clients', { token, query });
}

// GET clients/{id}
export function getClient(token: string, id: number) {
  return partnerJson<{ data: Client }>(`clients/${id}`, { token });
}

// POST clients – add a client
export function createClient(token: string, input: ClientInput) {
  return partnerJson<{ message: string; data: Client }>('clients', { method: 'POST', token, body: input });
}

// POST client/{id}/denonce – payload { client: { id, …fields to complete } }
export function denounceClient(token: string, id: number, fields: Partial<ClientInput> = {}) {
  return partnerJson<{ message: string; data: Client }>(`client/${id}/denonce`, { method: 'POST', token, body: { client: { ...fields, id } } });
}

// GET client/{id}/reservation – the client's options and reservations
export function clientReservations(token: string, id: number) {
  return partnerJson<{ data: Option[] }>(`client/${id}/reservation`, { token });
}
