import { z } from 'zod';
import { idInputSchema } from './ids';
import { messages } from './messages';

const m = messages.fieldErrors.simulation;
const api = messages.api.simulation;

export const TAX_SCHEMES = ['lmnp_micro', 'lmnp_reel', 'nu_reel', 'denormandie', 'bailleur_prive', 'pinel'] as const;
export type TaxScheme = (typeof TAX_SCHEMES)[number];
export const MARGINAL_RATES = [0, 11, 30, 41, 45] as const;
export const COMMITMENT_YEARS = [6, 9, 12] as const;

const euros = (message: string) => z.coerce.number({ error: message }).min(0, message).max(100_000_000, message);
const percent = (message: string, max = 100) => z.coerce.number({ error: message }).min(0, message).max(max, message);
/** An optional field left empty in the form is absent, not zero. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** POST simulation: what the adviser enters, amounts in euros, rates in percent; the form, the action and the API check it. */
export const simulationInputSchema = z.object({
  price: euros(m.price).min(1_000, m.price),
  property_kind: z.enum(['neuf', 'ancien']).default('neuf'),
  surface: optional(z.coerce.number().min(0).max(10_000)),
  notary_fees: optional(euros(api.notaryFees)),
  furniture: euros(m.furniture).default(0),
  works: euros(m.works).default(0),
  down_payment: euros(m.downPayment).default(0),
  loan_rate: percent(m.loanRate, 20).default(3.5),
  loan_years: z.coerce.number().int(m.loanYears).min(0, m.loanYears).max(30, m.loanYearsMax).default(20),
  insurance_rate: percent(m.insuranceRate, 2).default(0),
  monthly_rent: euros(m.rent),
  monthly_charges: euros(m.charges).default(0),
  property_tax: euros(m.propertyTax).default(0),
  vacancy_rate: percent(m.vacancyRate).default(0),
  tax_scheme: z.enum(TAX_SCHEMES, { error: m.taxScheme }),
  marginal_tax_rate: z.coerce.number().refine((v) => (MARGINAL_RATES as readonly number[]).includes(v), api.marginalRate),
  investment_date: z.iso.date(api.investmentDate),
  commitment_years: z.coerce
    .number()
    .int()
    .refine((v) => (COMMITMENT_YEARS as readonly number[]).includes(v), m.commitment)
    .default(9),
  rent_category: z.enum(['intermediaire', 'social', 'tres_social']).default('intermediaire'),
  lot_id: optional(idInputSchema(messages.fieldErrors.selling.lot)),
  client_id: optional(idInputSchema(messages.api.selling.clientInvalid)),
});
export type SimulationFormInput = z.input<typeof simulationInputSchema>;
export type SimulationInput = z.output<typeof simulationInputSchema>;

const loanYearSchema = z.object({
  year: z.number(),
  payments: z.number(),
  interest: z.number(),
  principal: z.number(),
  insurance: z.number(),
  remaining: z.number(),
});
export type SimulationYear = z.infer<typeof loanYearSchema>;

export const simulationResultsSchema = z.object({
  tax_year: z.number().int(),
  scheme_label: z.string(),
  scheme_source: z.string(),
  notary_fees: z.number(),
  total_cost: z.number(),
  loan_amount: z.number(),
  monthly_payment: z.number(),
  monthly_insurance: z.number(),
  annual_rent: z.number(),
  annual_charges: z.number(),
  gross_yield: z.number(),
  net_yield: z.number(),
  taxable_income: z.number(),
  income_tax: z.number(),
  social_contributions: z.number(),
  tax_reduction: z.number(),
  deficit_saving: z.number(),
  depreciation: z.number(),
  /** Positive when the scheme lowers the client's taxes, negative when the rent costs tax. */
  tax_effect: z.number(),
  monthly_cash_flow_before_tax: z.number(),
  monthly_cash_flow: z.number(),
  notes: z.array(z.string()),
  schedule: z.array(loanYearSchema),
});
export type SimulationResults = z.infer<typeof simulationResultsSchema>;

export const simulationSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  tax_year: z.number().int(),
  inputs: simulationInputSchema,
  results: simulationResultsSchema,
});
export type Simulation = z.infer<typeof simulationSchema>;

export const simulationAnswerSchema = z.object({ data: simulationSchema });
/** POST simulation: the simulation, and the page that shows it. */
export const simulationCreatedSchema = z.object({ message: z.string(), url_simulation: z.string(), data: simulationSchema });
