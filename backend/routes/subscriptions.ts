import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { fundVisibleTo } from '../db/queries/catalogue-scope';
import { findClient } from '../db/queries/clients';
import { findFundModel, findSubscription, insertSubscription, markSubscriptionSigned } from '../db/queries/subscriptions';
import { funds } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError, invalid } from '../errors';
import { withIdempotency } from '../http/idempotency';
import { bearer, createRouter, dbId, errorResponses, errorSchema, idParam, json, jsonBody } from '../http/openapi';
import { pdfAttachment, pdfResponse } from '../http/pdf';
import { subscriptionPackPdf } from '../pdf/subscription-pdf';
import { idempotencyHeader } from '../selling/shapes';
import { signatureProvider, type SignatureProvider } from '../signature';

const ROLES = ['conseiller', 'client'] as const;

const packBody = z
  .object({
    client_id: dbId('Choisissez le client'),
    model_id: dbId('Modèle invalide').nullish(),
    amount: z.coerce.number({ error: 'Montant invalide' }).int('Montant en euros entiers').positive('Montant invalide').max(100_000_000),
  })
  .openapi('SubscriptionPack');

const subscriptionSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['pending_signature', 'signed', 'cancelled']),
    amount: z.number().int(),
    created_at: z.string(),
    signed_at: z.string().nullable(),
    fund: z.object({ id: z.number().int(), name: z.string() }),
    client: z.object({ id: z.number().int(), prenom: z.string(), nom: z.string(), email: z.string().nullable() }),
    signers: z.array(z.object({ role: z.enum(ROLES), name: z.string(), email: z.string(), signed_at: z.string().nullable() })),
    document_url: z.string().openapi({ description: 'PDF à signer, puis signé' }),
  })
  .openapi('Subscription');

const answer = z.object({ message: z.string().optional(), data: subscriptionSchema });
const maskEmail = (email: string) => email.replace(/^(.).*(@.*)$/, '$1•••$2');

export function subscriptionsRouter(deps: Deps, signatures: SignatureProvider = signatureProvider(deps)) {
  const router = createRouter<AuthEnv>();
  const auth = withAuth(deps);
  const mine = async (adviserId: number, id: number) => {
    const row = await findSubscription(deps.db, { adviserId, id });
    if (!row) throw new ApiError('not_found', 'Souscription introuvable');
    return row;
  };
  const view = async (adviserId: number, id: number): Promise<z.infer<typeof subscriptionSchema>> => {
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
        role: s.role as (typeof ROLES)[number],
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
      if (!fund) throw new ApiError('not_found', 'Fonds introuvable');
      const client = await findClient(deps.db, { adviserId: caller.id, id: body.client_id });
      if (!client) throw invalid('client_id', 'Client introuvable');
      if (!client.email) throw invalid('client_id', 'Le client doit avoir un email pour recevoir son code de signature');
      const model = body.model_id ? await findFundModel(deps.db, { fundId: fund.id, modelId: body.model_id }) : undefined;
      if (body.model_id && !model) throw invalid('model_id', 'Modèle introuvable pour ce fonds');
      const minimum = Math.max(fund.minSubscription, model?.minAmount ?? 0);
      if (body.amount < minimum) throw invalid('amount', `Le montant minimum de souscription est de ${new Intl.NumberFormat('fr-FR').format(minimum)} €`);

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
      for (const role of ROLES) await signatures.sendCode(request.id, role);
      return c.json({ message: 'Codes de signature envoyés par email', data: await view(caller.id, row.id) }, 201);
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
      request: { params: idParam, body: jsonBody(z.object({ role: z.enum(ROLES, { error: 'Signataire invalide' }) })) },
      responses: { 200: json(answer, 'Code renvoyé'), 401: errorResponses[401], 404: errorResponses[404], 409: json(errorSchema, 'Déjà signée'), 422: errorResponses[422] },
    }),
    async (c) => {
      const { subscription } = await mine(c.var.caller.id, c.req.valid('param').id);
      if (subscription.status !== 'pending_signature' || !subscription.signatureRequestId) throw new ApiError('conflict', 'Cette souscription est déjà signée');
      await signatures.sendCode(subscription.signatureRequestId, c.req.valid('json').role);
      return c.json({ message: 'Un nouveau code a été envoyé par email', data: await view(c.var.caller.id, subscription.id) }, 200);
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
        body: jsonBody(z.object({ role: z.enum(ROLES, { error: 'Signataire invalide' }), code: z.string().trim().regex(/^\d{6}$/, 'Le code comporte 6 chiffres') })),
      },
      responses: { 200: json(answer, 'Signature enregistrée'), 401: errorResponses[401], 404: errorResponses[404], 409: json(errorSchema, 'Déjà signée'), 422: errorResponses[422] },
    }),
    async (c) => {
      const { subscription } = await mine(c.var.caller.id, c.req.valid('param').id);
      if (subscription.status !== 'pending_signature' || !subscription.signatureRequestId) throw new ApiError('conflict', 'Cette souscription est déjà signée');
      const { role, code } = c.req.valid('json');
      const result = await signatures.sign(subscription.signatureRequestId, role, code);
      if (!result.ok) throw invalid('code', result.reason);
      if (result.completed) await markSubscriptionSigned(deps.db, { id: subscription.id, at: deps.clock.now() });
      const message = result.completed ? 'Souscription effectuée avec succès' : 'Signature enregistrée';
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
      if (!document) throw new ApiError('not_found', 'Document introuvable');
      const name = `souscription-${subscription.id}${document.signed ? '-signee' : ''}.pdf`;
      return pdfAttachment(c, document.bytes, name);
    },
  );

  return router;
}
