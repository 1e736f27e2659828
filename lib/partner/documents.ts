import 'server-only';
import { partnerResponse } from './client';

// GET documents/{path}
export async function getDocument(token: string, path: string): Promise<Response> {
  return partnerResponse(`documents/${path}`, { token });
}
