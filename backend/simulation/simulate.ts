import type { SimulationInput, SimulationResults } from '../../contract/simulations';
import { loanSchedule, monthlyPayment } from './loan';
import { LAND_DEFICIT_CAP, SOCIAL_CONTRIBUTIONS_RATE, TAX_RULES, pinelRates, schemeIneligibility } from './tax-rules';
import { fill, messages } from '../../contract/messages';

const m = messages.api.simulation;

export type SimulationResult = SimulationResults;

export class SimulationRuleError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Year-one figures of a buy-to-let investment; pure, every formula written out in simulate.test.ts. */
export function simulate(input: SimulationInput): SimulationResult {
  const scheme = input.tax_scheme;
  const rule = TAX_RULES[scheme];
  const ineligible = schemeIneligibility(scheme, input.investment_date);
  if (ineligible) throw new SimulationRuleError('tax_scheme', ineligible);

  const notaryFees = input.notary_fees ?? input.price * (input.property_kind === 'neuf' ? 0.025 : 0.075);
  const totalCost = input.price + notaryFees + input.furniture + input.works;
  const loanAmount = Math.max(0, totalCost - input.down_payment);
  const payment = input.loan_years > 0 ? monthlyPayment(loanAmount, input.loan_rate, input.loan_years) : 0;
  const schedule = input.loan_years > 0 ? loanSchedule(loanAmount, input.loan_rate, input.loan_years, input.insurance_rate) : [];
  const monthlyInsurance = (loanAmount * input.insurance_rate) / 100 / 12;
  const interest = schedule[0]?.interest ?? 0;
  const insurance = monthlyInsurance * 12;

  const annualRent = input.monthly_rent * 12 * (1 - input.vacancy_rate / 100);
  const annualCharges = input.monthly_charges * 12 + input.property_tax;
  const grossYield = ((input.monthly_rent * 12) / input.price) * 100;
  const netYield = ((annualRent - annualCharges) / totalCost) * 100;

  const notes: string[] = [];
  let taxable = 0;
  let reduction = 0;
  let deficitSaving = 0;
  let depreciation = 0;
  const tmi = input.marginal_tax_rate / 100;

  if (scheme === 'lmnp_micro') {
    const micro = TAX_RULES.lmnp_micro;
    if (annualRent > micro.receiptsCap) throw new SimulationRuleError('monthly_rent', m.microBicCap);
    taxable = annualRent * (1 - micro.allowance);
  } else if (scheme === 'lmnp_reel') {
    const reel = TAX_RULES.lmnp_reel;
    const beforeDepreciation = annualRent - annualCharges - interest - insurance;
    const available = ((input.price + notaryFees) * reel.buildingShare) / reel.buildingYears + input.furniture / reel.furnitureYears + input.works / reel.worksYears;
    // Art. 39 C: depreciation may not create a deficit; the unused part carries forward.
    depreciation = Math.min(available, Math.max(0, beforeDepreciation));
    taxable = Math.max(0, beforeDepreciation - depreciation);
    notes.push(fill(m.depreciationNote, { amount: Math.round(depreciation) }));
  } else {
    // Bare rental, real regime: interest offsets rents only; other charges may create a deficit on global income.
    let result = annualRent - annualCharges - interest - insurance;
    if (scheme === 'bailleur_prive') {
      const bp = TAX_RULES.bailleur_prive;
      if (input.property_kind === 'ancien' && input.works < input.price * bp.minWorksShare) {
        throw new SimulationRuleError('works', m.privateLandlordWorks);
      }
      const base = bp.baseShare * (input.price + (input.property_kind === 'ancien' ? input.works : 0));
      const yearly = Math.min(base * bp.rates[input.property_kind][input.rent_category], bp.caps[input.rent_category]);
      depreciation = Math.min(yearly, Math.max(0, result));
      result -= depreciation;
      notes.push(m.bareRentalNote);
    }
    if (result >= 0) {
      taxable = result;
    } else {
      const rentAfterInterest = Math.max(0, annualRent - interest - insurance);
      const imputable = Math.min(LAND_DEFICIT_CAP, Math.max(0, annualCharges - rentAfterInterest));
      deficitSaving = imputable * tmi;
    }
    if (scheme === 'denormandie') {
      const den = TAX_RULES.denormandie;
      if (input.works < (input.price + input.works) * den.minWorksShare) {
        throw new SimulationRuleError('works', m.denormandieWorks);
      }
      reduction = (Math.min(input.price + input.works, den.baseCap) * den.rates[input.commitment_years]) / input.commitment_years;
    }
    if (scheme === 'pinel') {
      const pinel = TAX_RULES.pinel;
      const rates = pinelRates(input.investment_date);
      const caps = [pinel.baseCap, input.surface ? input.surface * pinel.perSquareMetreCap : Infinity];
      const base = Math.min(input.price + notaryFees, ...caps);
      const years = Math.min(input.commitment_years, 9);
      reduction = (base * rates[years]) / years;
    }
  }

  const incomeTax = taxable * tmi;
  const social = taxable * SOCIAL_CONTRIBUTIONS_RATE;
  const taxEffect = reduction + deficitSaving - incomeTax - social;
  const before = (annualRent - annualCharges) / 12 - payment - monthlyInsurance;

  return {
    tax_year: Number(input.investment_date.slice(0, 4)),
    scheme_label: rule.label,
    scheme_source: rule.source,
    notary_fees: round2(notaryFees),
    total_cost: round2(totalCost),
    loan_amount: round2(loanAmount),
    monthly_payment: round2(payment),
    monthly_insurance: round2(monthlyInsurance),
    annual_rent: round2(annualRent),
    annual_charges: round2(annualCharges),
    gross_yield: round2(grossYield),
    net_yield: round2(netYield),
    taxable_income: round2(taxable),
    income_tax: round2(incomeTax),
    social_contributions: round2(social),
    tax_reduction: round2(reduction),
    deficit_saving: round2(deficitSaving),
    depreciation: round2(depreciation),
    tax_effect: round2(taxEffect),
    monthly_cash_flow_before_tax: round2(before),
    monthly_cash_flow: round2(before + taxEffect / 12),
    notes,
    schedule: schedule.map((row) => ({
      year: row.year,
      payments: round2(row.payments),
      interest: round2(row.interest),
      principal: round2(row.principal),
      insurance: round2(row.insurance),
      remaining: round2(row.remaining),
    })),
  };
}
