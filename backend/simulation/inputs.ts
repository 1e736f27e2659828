import { z } from 'zod';
import { dbId } from '../http/openapi';

export const taxSchemes = ['lmnp_micro', 'lmnp_reel', 'denormandie', 'bailleur_prive', 'pinel', 'nu_reel'] as const;
export type TaxScheme = (typeof taxSchemes)[number];

const euros = (message: string) => z.coerce.number({ error: message }).min(0, message).max(100_000_000, message);
const percent = (message: string, max = 100) => z.coerce.number({ error: message }).min(0, message).max(max, message);

/** What the adviser enters; amounts in euros, rates in percent. */
export const simulationInputSchema = z.object({
  price: euros('Prix invalide').min(1_000, 'Prix invalide'),
  property_kind: z.enum(['neuf', 'ancien']).default('neuf'),
  surface: z.coerce.number().min(0).max(10_000).nullish(),
  notary_fees: euros('Frais de notaire invalides').nullish(),
  furniture: euros('Montant du mobilier invalide').default(0),
  works: euros('Montant des travaux invalide').default(0),
  down_payment: euros('Apport invalide').default(0),
  loan_rate: percent('Taux du prêt invalide', 20).default(3.5),
  loan_years: z.coerce.number().int('Durée du prêt invalide').min(0, 'Durée du prêt invalide').max(30, 'Durée du prêt : 30 ans au plus').default(20),
  insurance_rate: percent("Taux d'assurance invalide", 2).default(0),
  monthly_rent: euros('Loyer invalide'),
  monthly_charges: euros('Charges invalides').default(0),
  property_tax: euros('Taxe foncière invalide').default(0),
  vacancy_rate: percent('Taux de vacance invalide').default(0),
  tax_scheme: z.enum(taxSchemes, { error: 'Choisissez un régime fiscal' }),
  marginal_tax_rate: z.coerce.number().refine((v) => [0, 11, 30, 41, 45].includes(v), 'Tranche marginale invalide (0, 11, 30, 41 ou 45 %)'),
  investment_date: z.iso.date('Date d’investissement invalide (AAAA-MM-JJ)'),
  commitment_years: z.coerce.number().int().refine((v) => [6, 9, 12].includes(v), 'Durée d’engagement : 6, 9 ou 12 ans').default(9),
  rent_category: z.enum(['intermediaire', 'social', 'tres_social']).default('intermediaire'),
  lot_id: dbId('Lot invalide').nullish(),
  client_id: dbId('Client invalide').nullish(),
});

export type SimulationInput = z.infer<typeof simulationInputSchema>;
