import 'server-only';
import { simulationAnswerSchema, simulationCreatedSchema, type SimulationInput } from '@/contract/simulations';
import { partnerJson, partnerResponse } from './client';

export type { Simulation, SimulationResults, SimulationYear } from '@/contract/simulations';

// POST simulation – answers url_simulation
export function createSimulation(token: string, input: SimulationInput) {
  return partnerJson('simulation', { method: 'POST', token, body: input, answer: simulationCreatedSchema });
}

// GET simulations/{id}
export function getSimulation(token: string, id: number) {
  return partnerJson(`simulations/${id}`, { token, answer: simulationAnswerSchema });
}

// GET simulations/{id}/pdf – streamed by the BFF route handler
export function simulationPdf(token: string, id: number) {
  return partnerResponse(`simulations/${id}/pdf`, { token });
}
