import 'server-only';
import { partnerJson } from './client';

export interface EnumChoice {
  value: string;
  label: string;
}

/** The lists the forms read their choices from. */
export const ENUM_NAMES = ['civilites', 'financements', 'regimes-fiscaux', 'categories-loyer'] as const;
export type EnumName = (typeof ENUM_NAMES)[number];

// GET web-content/enums/{name} – the choices of one form field
export async function getEnum(token: string, name: EnumName): Promise<EnumChoice[]> {
  return (await partnerJson<{ data: EnumChoice[] }>(`web-content/enums/${name}`, { token })).data;
}
