import 'server-only';
import { partnerJson } from './client';

export interface BrandContact {
  id: number;
  service: string;
  name: string;
  email: string;
  telephone: string | null;
}

// GET contact-us – the back-office contacts of the adviser's brand
export function listContacts(token: string) {
  return partnerJson<{ data: BrandContact[] }>('contact-us', { token });
}
