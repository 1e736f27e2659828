import { labelled } from '@/lib/format/format';

/** The SPEC §8 text, followed by the API's own reason when it gave one ('Impossible de … : <raison>'). */
export function failureMessage(catalogueText: string, reason?: string): string {
  return reason ? labelled(catalogueText, reason) : catalogueText;
}
