import path from 'node:path';
import { z } from 'zod';
import { parseEnvOrExit } from '../platform/env-check';
import { isProxyList, PROXY_LIST_HINT } from '../platform/client-address';
import { localSecret } from '../platform/local-secrets';
import { sellingConfigOf, sellingEnvSchema, type SellingConfig } from './selling/config';
import { LOG_LEVELS } from '../platform/log-options';
import { describeFsError } from './startup-error';
import { defaultStorageDriver } from './storage/open-storage';

const port = z.coerce.number().int().min(1).max(65535);
const positiveInt = z.coerce.number().int().positive();

export const envSchema = z
  .object({
    API_PORT: port.default(4010),
    API_HOST: z.enum(['0.0.0.0', '127.0.0.1']).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('.data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** Where uploads live: `database` by default with DATABASE_URL, `local` ($DATA_DIR/uploads) otherwise. */
    STORAGE_DRIVER: z.enum(['local', 'database']).optional(),
    APP_ENV: z.string().regex(/^[A-Z][A-Z0-9_-]*$/, 'nom en majuscules attendu (DEV, RECETTE, PROD…)').default('DEV'),
    JWT_SECRET: z.string().min(32, 'au moins 32 caractères').optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Espace partenaire <no-reply@espace-partenaire.local>'),
    APP_URL_TEMPLATE: z
      .string()
      .regex(/^https?:\/\/\S+$/, 'adresse http(s) attendue, {brand} y est remplacé par le code marque')
      .default('http://{brand}.localhost:3000'),
    ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(900),
    REFRESH_TOKEN_TTL_SECONDS: positiveInt.default(36_000),
    SESSION_IDLE_MINUTES: positiveInt.default(30),
    LOGIN_RATE_LIMIT_ACCOUNT: positiveInt.default(10),
    LOGIN_RATE_LIMIT_IP: positiveInt.default(100),
    TRUSTED_PROXIES: z.string().default('').refine(isProxyList, PROXY_LIST_HINT),
    TEST_CLOCK: z.enum(['0', '1']).default('0'),
    /** Test-only routes adding and removing fixture residences (`/api/test/residences`); never in PROD. */
    TEST_FIXTURES: z.enum(['0', '1']).default('0'),
    /** Name sent in the X-Instance response header, to tell instances apart behind a load balancer. */
    /** Lets a scraper that is not on loopback read GET /api/metrics (`Authorization: Bearer …`); unset → loopback only. */
    METRICS_TOKEN: z.string().min(32, '32 caractères au moins').optional(),
    INSTANCE_NAME: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'lettres, chiffres, « . », « _ » ou « - »').optional(),
    /** Demo accounts and data on an empty database: on by default outside PROD, off in PROD. */
    SEED_DEMO: z.enum(['0', '1']).optional(),
    /** The app's own credential for catalogue reads shared by a scope's advisers; the app sends the same value. */
    CATALOGUE_READ_TOKEN: z.string().min(32, 'au moins 32 caractères').optional(),
    /** OpenAPI document and Swagger UI: on by default outside PROD, off in PROD. */
    API_DOCS: z.enum(['0', '1']).optional(),
    /** JSON log lines on stdout from this level up. */
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  })
  .extend(sellingEnvSchema.shape)
  .superRefine((env, ctx) => {
    if (env.APP_ENV !== 'PROD') return;
    if (!env.JWT_SECRET) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'obligatoire en PROD' });
    if (!env.CATALOGUE_READ_TOKEN) ctx.addIssue({ code: 'custom', path: ['CATALOGUE_READ_TOKEN'], message: 'obligatoire en PROD' });
    if (env.TEST_CLOCK === '1') ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK'], message: 'interdit en PROD' });
    if (env.TEST_FIXTURES === '1') ctx.addIssue({ code: 'custom', path: ['TEST_FIXTURES'], message: 'interdit en PROD' });
    // Without it mails (with live reset links) would pile up as files on the server's disk.
    if (!env.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'obligatoire en PROD' });
  });

export type ApiConfig = {
  appEnv: string;
  jwtSecret: string;
  /** The app's credential for catalogue reads per scope (withCatalogueReader). */
  catalogueReadToken: string;
  mailFrom: string;
  appUrlTemplate: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** A session without an authenticated call for this long ends (ASVS 3.3.2), besides its absolute lifetime. */
  sessionIdleSeconds: number;
  loginRateLimitAccount: number;
  loginRateLimitIp: number;
  /** Peers whose X-Forwarded-For is believed, besides loopback. */
  trustedProxies: string[];
  testClock: boolean;
  /** Mounts /api/test/residences (fixture residences of any size). */
  testFixtures: boolean;
  /** Serves /api/openapi.json and /api/docs. */
  apiDocs?: boolean;
  /** See METRICS_TOKEN. */
  metricsToken?: string;
  /** Option, reservation and denunciation limits; unset values take the defaults of backend/selling/config.ts. */
  selling?: Partial<SellingConfig>;
};

function secretOf(dataDir: string, name: string): string {
  try {
    return localSecret(dataDir, name);
  } catch (error) {
    throw describeFsError(error, `le secret ${name} généré dans DATA_DIR`);
  }
}

/** Reads and checks the environment once; exits with one line per bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env) {
  const env = parseEnvOrExit(envSchema, source, 'api');
  const dataDir = path.resolve(env.DATA_DIR);
  const prod = env.APP_ENV === 'PROD';
  const config: ApiConfig = {
    appEnv: env.APP_ENV,
    jwtSecret: env.JWT_SECRET ?? secretOf(dataDir, 'JWT_SECRET'),
    catalogueReadToken: env.CATALOGUE_READ_TOKEN ?? secretOf(dataDir, 'CATALOGUE_READ_TOKEN'),
    mailFrom: env.MAIL_FROM,
    appUrlTemplate: env.APP_URL_TEMPLATE,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    sessionIdleSeconds: env.SESSION_IDLE_MINUTES * 60,
    loginRateLimitAccount: env.LOGIN_RATE_LIMIT_ACCOUNT,
    loginRateLimitIp: env.LOGIN_RATE_LIMIT_IP,
    trustedProxies: env.TRUSTED_PROXIES.split(',').map((s) => s.trim()).filter(Boolean),
    testClock: env.TEST_CLOCK === '1' && !prod,
    testFixtures: env.TEST_FIXTURES === '1' && !prod,
    apiDocs: env.API_DOCS ? env.API_DOCS === '1' : !prod,
    metricsToken: env.METRICS_TOKEN,
    selling: sellingConfigOf(env),
  };
  return {
    config,
    port: env.API_PORT,
    host: env.API_HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    storageDriver: env.STORAGE_DRIVER ?? defaultStorageDriver(env.DATABASE_URL),
    smtpUrl: env.SMTP_URL,
    instanceName: env.INSTANCE_NAME,
    logLevel: env.LOG_LEVEL,
    mailDir: path.join(dataDir, 'mail'),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === '1' : !prod,
  };
}
