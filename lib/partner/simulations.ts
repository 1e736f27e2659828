import 'server-only';
import type { SimulationFormOutput } from '@/lib/validation/simulation';
import { partnerJson, partnerResponse } from './client';

export interface SimulationYear {
  year: number;
  payments: number;
  interest: number;
  principal: number;
  insurance: number;
  remaining: number;
}

export interface SimulationResults {
  tax_year: number;
  scheme_label: string;
  scheme_source: string;
  notary_fees: number;
  total_cost: number;
  loan_amount: number;
  monthly_payment: number;
  monthly_insurance: number;
  annual_rent: number;
  annual_charges: number;
  gross_yield: number;
  net_yield: number;
  taxable_income: number;
  income_tax: number;
  social_contributions: number;
  tax_reduction: number;
  deficit_saving: number;
  depreciation: number;
  tax_effect: number;
  monthly_cash_flow_before_tax: number;
  monthly_cash_flow: number;
  notes: string[];
  schedule: SimulationYear[];
}

export interface Simulation {
  id: number;
  created_at: string;
  tax_year: number;
  inputs: SimulationFormOutput & { price: number };
  results: SimulationResults;
}

// POST simulation – answers url_simulation
export function createSimulation(token: string, input: SimulationFormOutput) {
  return partnerJson<{ message: string; url_simulation: string; data: Simulation }>('simulation', { method: 'POST', token, body: input });
}

// GET simulations/{id}
export function getSimulation(token: string, id: number) {
  return partnerJson<{ data: Simulation }>(`simulations/${id}`, { token });
}

// GET simulations/{id}/pdf – streamed by the BFF route handler
export function simulationPdf(token: string, id: number) {
  return partnerResponse(`simulations/${id}/pdf`, { token });
}
