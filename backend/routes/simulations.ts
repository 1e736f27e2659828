import { createRoute } from '@hono/zod-openapi';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { findSimulation, insertSimulation, type SimulationRow } from '../db/queries/simulations';
import { findVisibleLot, ownsRow } from '../db/queries/options';
import type { Deps } from '../deps';
import { ApiError, invalid } from '../errors';
import { bearer, createRouter, errorResponses, idParam, json, jsonBody } from '../http/openapi';
import { pdfAttachment, pdfResponse } from '../http/pdf';
import { simulationPdf } from '../pdf/simulation-pdf';
import { messages } from '../../contract/messages';
import {
  simulationAnswerSchema,
  simulationCreatedSchema,
  simulationInputSchema,
  simulationSchema as contractSimulationSchema,
  type Simulation,
  type SimulationInput,
} from '../../contract/simulations';
import { simulate, SimulationRuleError, type SimulationResult } from '../simulation/simulate';

const m = messages.api.simulation;
const simulationSchema = contractSimulationSchema.openapi('Simulation');

const view = (row: SimulationRow): Simulation => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  tax_year: row.taxYear,
  inputs: row.inputs as SimulationInput,
  results: row.results as SimulationResult,
});

export function simulationsRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const auth = withAuth(deps);
  const mine = async (adviserId: number, id: number) => {
    const row = await findSimulation(deps.db, { adviserId, id });
    if (!row) throw new ApiError('not_found', m.notFound);
    return row;
  };

  // POST /api/simulation – compute and keep a purchase simulation; answers its page as url_simulation
  router.openapi(
    createRoute({
      method: 'post',
      path: '/simulation',
      tags: ['Simulation'],
      security: bearer,
      middleware: [auth] as const,
      request: { body: jsonBody(simulationInputSchema.openapi('SimulationInput')) },
      responses: {
        201: json(simulationCreatedSchema.extend({ data: simulationSchema }), 'Simulation effectuée'),
        401: errorResponses[401],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const adviserId = c.var.caller.id;
      if (input.client_id && !(await ownsRow(deps.db, { table: 'clients', id: input.client_id, adviserId }))) {
        throw invalid('client_id', messages.api.selling.clientNotFound);
      }
      if (input.lot_id && !(await findVisibleLot(deps.db, { caller: c.var.caller, lotId: input.lot_id }))) {
        throw invalid('lot_id', messages.api.selling.lotNotFound);
      }
      let results: SimulationResult;
      try {
        results = simulate(input);
      } catch (error) {
        if (error instanceof SimulationRuleError) throw invalid(error.field, error.message);
        throw error;
      }
      const row = await insertSimulation(deps.db, {
        adviserId,
        lotId: input.lot_id ?? null,
        clientId: input.client_id ?? null,
        taxYear: results.tax_year,
        inputs: input,
        results,
        createdAt: deps.clock.now(),
      });
      return c.json({ message: m.done, url_simulation: `/simulations/${row.id}`, data: view(row) }, 201);
    },
  );

  // GET /api/simulations/{id} – one of the caller's simulations
  router.openapi(
    createRoute({
      method: 'get',
      path: '/simulations/{id}',
      tags: ['Simulation'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: idParam },
      responses: { 200: json(simulationAnswerSchema.extend({ data: simulationSchema }), 'Simulation'), 401: errorResponses[401], 404: errorResponses[404] },
    }),
    async (c) => c.json({ data: view(await mine(c.var.caller.id, c.req.valid('param').id)) }, 200),
  );

  // GET /api/simulations/{id}/pdf – the simulation as a PDF document
  router.openapi(
    createRoute({
      method: 'get',
      path: '/simulations/{id}/pdf',
      tags: ['Simulation'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: idParam },
      responses: {
        200: pdfResponse,
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const row = await mine(c.var.caller.id, c.req.valid('param').id);
      const bytes = await simulationPdf({
        id: row.id,
        createdAt: row.createdAt,
        inputs: row.inputs as SimulationInput,
        results: row.results as SimulationResult,
      });
      return pdfAttachment(c, bytes, `simulation-${row.id}.pdf`);
    },
  );

  return router;
}
