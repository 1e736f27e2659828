import 'server-only';
import type { Chart } from './dashboard';
import { partnerJson } from './client';

export interface HomeFigure {
  key: string;
  label: string;
  value: number;
  format: 'number' | 'euros';
}

export interface ResidenceActivity {
  id: number;
  name: string;
  city: string;
  options: number;
  reservations: number;
  sales: number;
  amount: number;
}

/** SPEC §3 Home response: one block per display.page. */
export interface HomeBlock {
  display: { page: string; type: 'figures' | 'residences'; label: string };
  figures: HomeFigure[];
  charts: Chart[];
  residences?: ResidenceActivity[];
}

export interface HomeBusiness {
  options_expiring: { id: number; expires_at: string; lot_reference: string; residence: { id: number; name: string }; client: string | null }[];
  kyc_to_send: { document_type: string; nom: string; state: string }[];
  unread_messages: { total: number; threads: { id: number; subject: string; unread: number; last_at: string }[] };
}

/** SPEC §3: the home uses the blocks whose page names ventes, clients or residences. */
export function usedBlocks(blocks: HomeBlock[]): HomeBlock[] {
  return blocks.filter((block) => /ventes|clients|residences/.test(block.display.page));
}

// GET accueil – the home blocks (sales, clients, residences)
export async function getHomeBlocks(token: string): Promise<HomeBlock[]> {
  return (await partnerJson<{ data: HomeBlock[] }>('accueil', { token })).data;
}

// GET accueil/business – what needs the adviser today
export async function getHomeBusiness(token: string): Promise<HomeBusiness> {
  return (await partnerJson<{ data: HomeBusiness }>('accueil/business', { token })).data;
}
