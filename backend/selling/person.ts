import type { z } from 'zod';
import type { personFields } from '../../contract/people';

type PersonRow = { id: number; civilite: string | null; prenom: string; nom: string; email: string | null; telephone: string | null };

export function personView(row: PersonRow): z.infer<z.ZodObject<typeof personFields>> {
  return { id: row.id, civilite: row.civilite, prenom: row.prenom, nom: row.nom, email: row.email, telephone: row.telephone };
}
