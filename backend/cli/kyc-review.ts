// Back-office decision on KYC documents from a terminal, on the database the API uses:
//   npx tsx backend/cli/kyc-review.ts --list
//   npx tsx backend/cli/kyc-review.ts --email conseiller@lrp.demo --type rc_pro --state OK
//   npx tsx backend/cli/kyc-review.ts --id 42 --state KO --reason "Document illisible"
// With the embedded database (no DATABASE_URL), stop the API first: one process per PGlite folder.
import { parseArgs } from 'node:util';
import { findKycDocumentOfUser, listKycAwaitingReview } from '../db/queries/kyc';
import { loadEnv } from '../env';
import { openApiDatabase } from './open-api-database';
import { decideKycDocument } from '../notifications/kyc-decision';
import { createClock } from '../clock';
import { createLogger } from '../logger';
import { createMailer } from '../mail/mailer';
import { createMailOutbox } from '../mail/outbox';

const { values } = parseArgs({
  options: {
    list: { type: 'boolean', default: false },
    id: { type: 'string' },
    email: { type: 'string' },
    type: { type: 'string' },
    state: { type: 'string' },
    reason: { type: 'string' },
  },
});

class UsageError extends Error {}
function fail(message: string): never {
  throw new UsageError(message);
}

// Files it may write (the embedded database, a generated secret) are for the API's user only, as the API's own.
process.umask(0o077);
const env = loadEnv();
const { db, close } = await openApiDatabase(env);
// Queued with the decision; the API sends it on its next pass.
const outbox = createMailOutbox({
  db,
  mailer: createMailer({ from: env.config.mailFrom, smtpUrl: env.smtpUrl, mailDir: env.mailDir }),
  clock: createClock(),
  logger: createLogger(env.logLevel),
});
try {
  if (values.list) {
    const rows = await listKycAwaitingReview(db);
    if (rows.length === 0) console.log('Aucun document en attente de vérification.');
    for (const row of rows) {
      console.log(`#${row.id}\t${row.email}\t${row.documentType}\t${row.uploadedAt?.toISOString() ?? ''}`);
    }
  } else {
    const state = values.state?.toUpperCase();
    if (state !== 'OK' && state !== 'KO') fail('--state OK ou --state KO attendu.');
    const reason = values.reason?.trim() || null;
    if (state === 'KO' && !reason) fail('Un refus (KO) demande un motif : --reason "…".');
    let id = values.id ? Number(values.id) : undefined;
    if (id === undefined) {
      if (!values.email || !values.type) fail('Indiquez --id, ou --email et --type.');
      id = (await findKycDocumentOfUser(db, { email: values.email, documentType: values.type }))?.id;
    }
    if (!id || !Number.isInteger(id)) fail('Document introuvable.');
    const row = await decideKycDocument({ db, outbox }, { id, state, reason, now: new Date() });
    if (!row) fail('Document introuvable.');
    console.log(`Document #${row.id} (${row.documentType}) : ${row.state}${row.reason ? ` – ${row.reason}` : ''}`);
  }
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  // PGlite must be closed cleanly, whatever happened.
  await close();
}
