import { z } from 'zod';
import fr from '@/messages/fr.json';

const m = fr.fieldErrors.simulation;

export const TAX_SCHEMES = ['lmnp_micro', 'lmnp_reel', 'nu_reel', 'denormandie', 'bailleur_prive', 'pinel'] as const;
export const MARGINAL_RATES = [0, 11, 30, 41, 45] as const;

const amount = (message: string) => z.coerce.number({ error: message }).min(0, message).max(100_000_000, message);
const rate = (message: string, max: number) => z.coerce.number({ error: message }).min(0, message).max(max, message);
const optionalAmount = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().min(0).optional());

/** The simulator form; amounts in euros, rates in percent (the API checks the tax rules themselves). */
export const simulationFormSchema = z.object({
  price: amount(m.price).min(1_000, m.price),
  property_kind: z.enum(['neuf', 'ancien']),
  surface: optionalAmount,
  notary_fees: optionalAmount,
  furniture: amount(m.furniture),
  works: amount(m.works),
  down_payment: amount(m.downPayment),
  loan_rate: rate(m.loanRate, 20),
  loan_years: z.coerce.number().int(m.loanYears).min(0, m.loanYears).max(30, m.loanYearsMax),
  insurance_rate: rate(m.insuranceRate, 2),
  monthly_rent: amount(m.rent),
  monthly_charges: amount(m.charges),
  property_tax: amount(m.propertyTax),
  vacancy_rate: rate(m.vacancyRate, 100),
  tax_scheme: z.enum(TAX_SCHEMES, { error: m.taxScheme }),
  marginal_tax_rate: z.coerce.number().refine((v) => (MARGINAL_RATES as readonly number[]).includes(v), m.marginalRate),
  investment_date: z.iso.date(m.date),
  commitment_years: z.coerce.number().int().refine((v) => [6, 9, 12].includes(v), m.commitment),
  rent_category: z.enum(['intermediaire', 'social', 'tres_social']),
  lot_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional()),
});
export type SimulationFormInput = z.input<typeof simulationFormSchema>;
export type SimulationFormOutput = z.output<typeof simulationFormSchema>;
