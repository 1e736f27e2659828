import { createRoute } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { fundVisibleTo } from '../db/queries/catalogue-scope';
import { findClient } from '../db/queries/clients';
import { findFundModel, findSubscription, insertSubscription, markSubscriptionSigned } from '../db/queries/subscriptions';
import { funds } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError, invalid } from '../errors';
import { withIdempotency } from '../http/idempotency';
import { bearer, createRouter, errorResponses, errorSchema, idParam, json, jsonBody } from '../http/openapi';
import { pdfAttachment, pdfResponse } from '../http/pdf';
import { subscriptionPackPdf } from '../pdf/subscription-pdf';
import { idempotencyHeader } from '../selling/shapes';
import { fill, messages } from '../../contract/messages';
import {
  codeRequestSchema,
  SIGNER_ROLES,
  signatureSchema,
  subscriptionAnswerSchema,
  subscriptionPackSchema,
  subscriptionSchema as contractSubscriptionSchema,
  type SignerRole,
  type Subscription,
} from '../../contract/subscriptions';
import { signatureProvider, type SignatureProvider } from '../signature';

const m = messages.api.subscriptions;
const packBody = subscriptionPackSchema.openapi('SubscriptionPack');
const subscriptionSchema = contractSubscriptionSchema.openapi('Subscription');
const answer = subscriptionAnswerSchema.extend({ data: subscriptionSchema }).openapi('SubscriptionAnswer');
const maskEmail = (email: string) => email.replace(/^(.).*(@.*)$/, '$1•••$2');

export function subscriptionsRouter(deps: Deps, signatures: SignatureProvider = signatureProvider(deps)) {
  const router = createRouter<AuthEnv>();
  const auth = withAuth(deps);
  const mine = async (adviserId: number, id: number) => {
    const row = await findSubscription(deps.db, { adviserId, id });
    if (!row) throw new ApiError('not_found', m.notFound);
    return row;
  };
  const view = async (adviserId: number, id: number): Promise<Subscription> => {
    const { subscription, fund, client } = await mine(adviserId, id);
    const status = subscription.signatureRequestId ? await signatures.status(subscription.signatureRequestId) : undefined;
    return {
      id: subscription.id,
      status: subscription.status,
      amount: subscription.amount,
      created_at: subscription.createdAt.toISOString(),
      signed_at: subscription.signedAt?.toISOString() ?? null,
      fund: { id: fund.id, name: fund.name },
      client: { id: client.id, prenom: client.prenom, nom: client.nom, email: client.email },
      signers: (status?.signers ?? []).map((s) => ({
        role: s.role as SignerRole,
        name: s.name,
        email: maskEmail(s.email),
        signed_at: s.signedAt?.toISOString() ?? null,
      })),
      document_url: `/api/souscriptions/${subscription.id}/document`,
    };
  };

  // PUT /api/fonds/{id}/pack-souscription – build the subscription PDF and open its e-signature (codes mailed)
  router.openapi(
    createRoute({
      method: 'put',
      path: '/fonds/{id}/pack-souscription',
      tags: ['Souscription'],
      security: bearer,
      middleware: [auth, withIdempotency(deps)] as const,
      request: { params: idParam, headers: idempotencyHeader, body: jsonBody(packBody) },
      responses: { 201: json(answer, 'Pack de souscription créé'), 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] },
    }),
    async (c) => {
      const caller = c.var.caller;
      const body = c.req.valid('json');
      const [fund] = await deps.db.select().from(funds).where(and(eq(funds.id, c.req.valid('param').id), fundVisibleTo(caller))).limit(1);
      if (!fund) throw new ApiError('not_found', m.fundNotFound);
      const client = await findClient(deps.db, { adviserId: caller.id, id: body.client_id });
      if (!client) throw invalid('client_id', messages.api.selling.clientNotFound);
      if (!client.email) throw invalid('client_id', m.clientNeedsEmail);
      const model = body.model_id ? await findFundModel(deps.db, { fundId: fund.id, modelId: body.model_id }) : undefined;
      if (body.model_id && !model) throw invalid('model_id', m.modelNotFound);
      const minimum = Math.max(fund.minSubscription, model?.minAmount ?? 0);
      if (body.amount < minimum) throw invalid('amount', fill(m.minimum, { amount: new Intl.NumberFormat('fr-FR').format(minimum) }));

      const now = deps.clock.now();
      const reference = `SOUS-${now.getUTCFullYear()}-${caller.id}-${now.getTime().toString(36).toUpperCase()}`;
      const document = await subscriptionPackPdf({
        reference,
        createdAt: now,
        fund: { name: fund.name, manager: fund.manager, category: fund.category, sharePrice: fund.sharePrice, entryFees: fund.entryFees, riskLevel: fund.riskLevel },
        model: model ? { name: model.name, description: model.description, allocation: model.allocation } : null,
        client: { ...client, email: client.email },
        adviser: { prenom: caller.prenom, nom: caller.nom, email: caller.email, cabinet: caller.cabinet },
        amount: body.amount,
      });
      const request = await signatures.create({
        title: `Bulletin de souscription ${fund.name} (${reference})`,
        document,
        signers: [
          { role: 'conseiller', name: `${caller.prenom} ${caller.nom}`, email: caller.email },
          { role: 'client', name: `${client.prenom} ${client.nom}`, email: client.email },
        ],
      });
      const row = await insertSubscription(deps.db, {
        adviserId: caller.id,
        fundId: fund.id,
        modelId: model?.id ?? null,
        clientId: client.id,
        amount: body.amount,
        signatureRequestId: request.id,
        createdAt: now,
      });
      for (const role of SIGNER_ROLES) await signatures.sendCode(request.id, role);
      return c.json({ message: m.codesSent, data: await view(caller.id, row.id) }, 201);
    },
  );

  // GET /api/souscriptions/{id} – a subscription and where its signatures stand
  router.openapi(
    createRoute({
      method: 'get',
      path: '/souscriptions/{id}',
      tags: ['Souscription'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: idParam },
      responses: { 200: json(answer, 'Souscription'), 401: errorResponses[401], 404: errorResponses[404] },
    }),
    async (c) => c.json({ data: await view(c.var.caller.id, c.req.valid('param').id) }, 200),
  );

  // POST /api/souscriptions/{id}/codes – send a signer a new one-time code
  router.openapi(
    createRoute({
      method: 'post',
      path: '/souscriptions/{id}/codes',
      tags: ['Souscription'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: idParam, body: jsonBody(codeRequestSchema.openapi('SignatureCodeRequest')) },
      responses: { 200: json(answer, 'Code renvoyé'), 401: errorResponses[401], 404: errorResponses[404], 409: json(errorSchema, 'Déjà signée'), 422: errorResponses[422] },
    }),
    async (c) => {
      const { subscription } = await mine(c.var.caller.id, c.req.valid('param').id);
      if (subscription.status !== 'pending_signature' || !subscription.signatureRequestId) throw new ApiError('conflict', m.alreadySigned);
      await signatures.sendCode(subscription.signatureRequestId, c.req.valid('json').role);
      return c.json({ message: m.codeResent, data: await view(c.var.caller.id, subscription.id) }, 200);
    },
  );

  // POST /api/souscriptions/{id}/signature – a signer's one-time code; the last signature completes the pack
  router.openapi(
    createRoute({
      method: 'post',
      path: '/souscriptions/{id}/signature',
      tags: ['Souscription'],
      security: bearer,
      middleware: [auth] as const,
      request: {
        params: idParam,
        body: jsonBody(signatureSchema.openapi('Signature')),
      },
      responses: { 200: json(answer, 'Signature enregistrée'), 401: errorResponses[401], 404: errorResponses[404], 409: json(errorSchema, 'Déjà signée'), 422: errorResponses[422] },
    }),
    async (c) => {
      const { subscription } = await mine(c.var.caller.id, c.req.valid('param').id);
      if (subscription.status !== 'pending_signature' || !subscription.signatureRequestId) throw new ApiError('conflict', m.alreadySigned);
      const { role, code } = c.req.valid('json');
      const result = await signatures.sign(subscription.signatureRequestId, role, code);
      if (!result.ok) throw invalid('code', result.reason);
      if (result.completed) await markSubscriptionSigned(deps.db, { id: subscription.id, at: deps.clock.now() });
      const message = result.completed ? m.completed : m.signed;
      return c.json({ message, data: await view(c.var.caller.id, subscription.id) }, 200);
    },
  );

  // GET /api/souscriptions/{id}/document – the PDF to sign, or the signed PDF once complete
  router.openapi(
    createRoute({
      method: 'get',
      path: '/souscriptions/{id}/document',
      tags: ['Souscription'],
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
      const { subscription } = await mine(c.var.caller.id, c.req.valid('param').id);
      const document = subscription.signatureRequestId ? await signatures.document(subscription.signatureRequestId) : undefined;
      if (!document) throw new ApiError('not_found', messages.api.documents.notFound);
      const name = `souscription-${subscription.id}${document.signed ? '-signee' : ''}.pdf`;
      return pdfAttachment(c, document.bytes, name);
    },
  );

  return router;
}
