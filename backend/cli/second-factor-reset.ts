// Removes the second-factor key of an account that lost it, on the database the API uses; the account enrols
// again at its next login and its sessions end:
//   npx tsx backend/cli/second-factor-reset.ts --email staff@lrp.demo
// With the embedded database (no DATABASE_URL), stop the API first: one process per PGlite folder.
import { parseArgs } from 'node:util';
import { resetSecondFactor } from '../auth/second-factor';
import { createClock } from '../clock';
import { findUserByEmail } from '../db/queries/users';
import { loadEnv } from '../env';
import { openApiDatabase } from './open-api-database';

const { values } = parseArgs({ options: { email: { type: 'string' } } });

// Files it may write (the embedded database, a generated secret) are for the API's user only, as the API's own.
process.umask(0o077);
const env = loadEnv();
const { db, close } = await openApiDatabase(env);
try {
  const user = values.email ? await findUserByEmail(db, { email: values.email.trim().toLowerCase() }) : undefined;
  if (!values.email) {
    console.error('Indiquez le compte : --email adresse@exemple.fr');
    process.exitCode = 1;
  } else if (!user) {
    console.error(`Compte introuvable : ${values.email}`);
    process.exitCode = 1;
  } else {
    // The terminal has no staff account: the line names the account itself as actor, and says it came from here.
    const removed = await resetSecondFactor({ db, clock: createClock() }, { actor: user, target: user, via: 'cli' });
    console.log(removed ? `Double authentification réinitialisée pour ${user.email} : elle sera activée à sa prochaine connexion.` : `${user.email} n'avait pas de double authentification ; ses sessions sont terminées.`);
  }
} finally {
  // PGlite must be closed cleanly, whatever happened.
  await close();
}
