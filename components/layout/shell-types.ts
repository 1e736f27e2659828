import type { Brand } from '@/lib/brand/brands';
import type { UserInfos } from '@/lib/partner/auth';

/** The brand fields the frame shows (serialisable from the server layout). */
export type ShellBrand = Pick<Brand, 'code' | 'fullName' | 'baseUrl'>;

/** The adviser as the frame shows them. */
export interface ShellUser {
  civilite: string | null;
  prenom: string;
  nom: string;
  email: string;
  /** As shown: grouped by two, never wrapped. */
  telephone: string | null;
  role: UserInfos['role'] | null;
  directeur: boolean;
  accountsCount: number;
}

export function fullName(user: Pick<ShellUser, 'prenom' | 'nom'>): string {
  return `${user.prenom} ${user.nom}`.trim();
}
