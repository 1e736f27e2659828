import 'server-only';
import { brandContactListSchema } from '@/contract/contacts';
import { partnerJson } from './client';

export type { BrandContact } from '@/contract/contacts';

// GET contact-us – the back-office contacts of the adviser's brand
export function listContacts(token: string) {
  return partnerJson('contact-us', { token, answer: brandContactListSchema });
}
