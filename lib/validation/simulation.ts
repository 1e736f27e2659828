import { z } from 'zod';

export const TAX_SCHEMES = ['lmnp_micro', 'lmnp_reel', 'nu_reel', 'denormandie', 'bailleur_prive', 'pinel'] as const;
export const MARGINAL_RATES = [0, 11, 30, 41, 45] as const;

const amount = (message: string) => z.coerce.number({ error: message }).min(0, message).max(100_000_000, message);
const rate = (message: string, max: number) => z.coerce.number({ error: message }).min(0, message).max(max, message);
const optionalAmount = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().min(0).optional());

/** The simulator form; amounts in euros, rates in percent (the API checks the tax rules themselves). */
export const simulationFormSchema = z.object({
  price: amount('Prix invalide').min(1_000, 'Prix invalide'),
  property_kind: z.enum(['neuf', 'ancien']),
  surface: optionalAmount,
  notary_fees: optionalAmount,
  furniture: amount('Montant du mobilier invalide'),
  works: amount('Montant des travaux invalide'),
  down_payment: amount('Apport invalide'),
  loan_rate: rate('Taux du prêt invalide', 20),
  loan_years: z.coerce.number().int('Durée du prêt invalide').min(0, 'Durée du prêt invalide').max(30, 'Durée du prêt : 30 ans au plus'),
  insurance_rate: rate("Taux d'assurance invalide", 2),
  monthly_rent: amount('Loyer invalide'),
  monthly_charges: amount('Charges invalides'),
  property_tax: amount('Taxe foncière invalide'),
  vacancy_rate: rate('Taux de vacance invalide', 100),
  tax_scheme: z.enum(TAX_SCHEMES, { error: 'Choisissez un régime fiscal' }),
  marginal_tax_rate: z.coerce.number().refine((v) => (MARGINAL_RATES as readonly number[]).includes(v), 'Tranche marginale invalide'),
  investment_date: z.iso.date('Date invalide (AAAA-MM-JJ)'),
  commitment_years: z.coerce.number().int().refine((v) => [6, 9, 12].includes(v), 'Durée d’engagement : 6, 9 ou 12 ans'),
  rent_category: z.enum(['intermediaire', 'social', 'tres_social']),
  lot_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional()),
});
export type SimulationFormInput = z.input<typeof simulationFormSchema>;
export type SimulationFormOutput = z.output<typeof simulationFormSchema>;
