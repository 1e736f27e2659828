import { describe, expect, it } from 'vitest';
import { simulationInputSchema } from '../../contract/simulations';
import { monthlyPayment } from './loan';
import { simulate, SimulationRuleError } from './simulate';

const base = {
  price: 200_000,
  property_kind: 'neuf',
  furniture: 5_000,
  down_payment: 15_000,
  loan_rate: 3,
  loan_years: 20,
  monthly_rent: 800,
  monthly_charges: 100,
  property_tax: 1_200,
  vacancy_rate: 0,
  marginal_tax_rate: 30,
  investment_date: '2026-03-01',
};
const run = (overrides: Record<string, unknown>) => simulate(simulationInputSchema.parse({ ...base, ...overrides }));

describe('loan', () => {
  it('annuity: 195 000 € at 3 % over 20 years', () => {
    // r = 0.03/12 = 0.0025, n = 240, 1.0025^240 = 1.8207551 → 1.0025^-240 = 0.5492227
    // payment = 195 000 × 0.0025 / (1 − 0.5492227) = 487.5 / 0.4507773 = 1 081.4653
    expect(monthlyPayment(195_000, 3, 20)).toBeCloseTo(1081.4653, 3);
    expect(monthlyPayment(120_000, 0, 10)).toBe(1000);
  });
});

describe('simulate', () => {
  it('LMNP micro-BIC: 50 % allowance, TMI 30 % + 17.2 % social contributions', () => {
    const r = run({ tax_scheme: 'lmnp_micro' });
    // notary fees (new build) 2.5 % × 200 000 = 5 000; total = 200 000 + 5 000 + 5 000 furniture = 210 000
    expect(r.notary_fees).toBe(5_000);
    expect(r.total_cost).toBe(210_000);
    // loan = 210 000 − 15 000 = 195 000 → 1 081.47 € / month
    expect(r.loan_amount).toBe(195_000);
    expect(r.monthly_payment).toBe(1081.47);
    // rent 800 × 12 = 9 600; charges 100 × 12 + 1 200 = 2 400
    // gross yield = 9 600 / 200 000 = 4.80 %; net yield = (9 600 − 2 400) / 210 000 = 3.43 %
    expect(r.gross_yield).toBe(4.8);
    expect(r.net_yield).toBe(3.43);
    // taxable = 9 600 × 50 % = 4 800; income tax 30 % = 1 440; social 17.2 % = 825.60; effect −2 265.60
    expect(r.taxable_income).toBe(4_800);
    expect(r.income_tax).toBe(1_440);
    expect(r.social_contributions).toBe(825.6);
    expect(r.tax_effect).toBe(-2265.6);
    // cash flow before tax = (9 600 − 2 400)/12 − 1 081.4653 = 600 − 1 081.4653 = −481.47
    // after tax = −481.4653 − 2 265.60/12 (188.80) = −670.27
    expect(r.monthly_cash_flow_before_tax).toBe(-481.47);
    expect(r.monthly_cash_flow).toBe(-670.27);
    expect(r.schedule).toHaveLength(20);
    expect(r.schedule[19].remaining).toBeCloseTo(0, 2);
  });

  it('LMNP réel: depreciation limited to the result (no deficit), nothing taxable', () => {
    const r = run({ tax_scheme: 'lmnp_reel' });
    // year-1 interest on 195 000 at 3 % = 5 751.17 (195/200 of 5 898.64)
    // result before depreciation = 9 600 − 2 400 − 5 751.17 = 1 448.83
    // available = (200 000 + 5 000) × 85 % / 30 + 5 000 / 7 = 5 808.33 + 714.29 = 6 522.62 → 1 448.83 used
    expect(r.depreciation).toBeCloseTo(1448.83, 1);
    expect(r.taxable_income).toBe(0);
    expect(r.tax_effect).toBe(0);
    expect(r.monthly_cash_flow).toBe(-481.47);
    expect(r.notes[0]).toMatch(/réintégrés dans la plus-value/);
  });

  it('bare rental, real regime: the deficit from charges (not interest) offsets global income', () => {
    const r = run({
      tax_scheme: 'nu_reel', property_kind: 'ancien', price: 200_000, notary_fees: 0, furniture: 0, down_payment: 100_000,
      loan_rate: 4, monthly_rent: 700, monthly_charges: 300, property_tax: 2_000,
    });
    // loan 100 000 at 4 % / 20 y: payment 605.98, year-1 interest 3 939.35
    // result = 8 400 − 5 600 − 3 939.35 = −1 139.35; rent after interest = 4 460.65
    // imputable = 5 600 − 4 460.65 = 1 139.35 (≤ 10 700) → saving 30 % = 341.80
    expect(r.monthly_payment).toBe(605.98);
    expect(r.deficit_saving).toBe(341.8);
    expect(r.tax_effect).toBe(341.8);
    // cash flow = (8 400 − 5 600)/12 − 605.98 = −372.65 ; after tax + 341.80/12 = −344.16
    expect(r.monthly_cash_flow_before_tax).toBe(-372.65);
    expect(r.monthly_cash_flow).toBe(-344.16);
  });

  it('Denormandie: 18 % over 9 years of price + works, works ≥ 25 %, until 2027', () => {
    const input = { tax_scheme: 'denormandie', property_kind: 'ancien', price: 150_000, works: 60_000, furniture: 0, commitment_years: 9 };
    // (150 000 + 60 000) × 18 % / 9 = 4 200 € a year
    expect(run(input).tax_reduction).toBe(4_200);
    expect(() => run({ ...input, works: 40_000 })).toThrow(SimulationRuleError);
    expect(() => run({ ...input, investment_date: '2028-01-15' })).toThrow(/31\/12\/2027/);
  });

  it('Pinel: only for investments up to 31/12/2024, at the 2024 rates', () => {
    const input = { tax_scheme: 'pinel', furniture: 0, surface: 40, commitment_years: 9, investment_date: '2024-06-01' };
    // base = min(200 000 + 5 000, 300 000, 40 m² × 5 500 = 220 000) = 205 000; 12 % / 9 = 2 733.33 a year
    expect(run(input).tax_reduction).toBe(2733.33);
    expect(() => run({ ...input, investment_date: '2025-01-15' })).toThrow(/Pinel a pris fin le 31\/12\/2024/);
  });

  it('statut du bailleur privé (2026): 3.5 % of 80 % of the price, capped at 8 000 €', () => {
    const r = run({
      tax_scheme: 'bailleur_prive', price: 250_000, furniture: 0, down_payment: 300_000, loan_years: 0,
      monthly_rent: 1_200, monthly_charges: 0, property_tax: 1_200,
    });
    // base 80 % × 250 000 = 200 000 × 3.5 % = 7 000 (< 8 000); result = 14 400 − 1 200 = 13 200
    // taxable = 13 200 − 7 000 = 6 200 → income tax 1 860, social 1 066.40
    expect(r.depreciation).toBe(7_000);
    expect(r.taxable_income).toBe(6_200);
    expect(r.income_tax).toBe(1_860);
    expect(r.social_contributions).toBe(1066.4);
    expect(() => run({ tax_scheme: 'bailleur_prive', investment_date: '2025-06-01' })).toThrow(SimulationRuleError);
  });
});
