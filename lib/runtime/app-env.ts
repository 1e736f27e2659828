import { z } from 'zod';
import { loadBrands } from '../brand/brands';
import { parseEnvOrExit } from '@/platform/env-check';
import { isProxyList, PROXY_LIST_HINT } from '@/platform/client-address';
import { localSecret } from '@/platform/local-secrets';
import { LOG_LEVELS } from '@/platform/log-options';

const port = z.coerce.number().int().min(1).max(65535);

export const appEnvSchema = z
  .object({
    PORT: port.default(3000),
    API_PORT: port.default(4010),
    PARTNER_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    APP_ENV: z.string().regex(/^[A-Z][A-Z0-9_-]*$/, 'nom en majuscules attendu (DEV, RECETTE, PROD…)').default('DEV'),
    SESSION_SECRET: z.string().min(32, 'au moins 32 caractères').optional(),
    /** The app's own credential for the catalogue reads shared by a scope's advisers; generated into $DATA_DIR outside PROD. */
    CATALOGUE_READ_TOKEN: z.string().min(32, 'au moins 32 caractères').optional(),
    PARTNER_API_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
    /** Read by scripts/app-server.mjs; checked here too so a bad value stops the app with the others. */
    TRUSTED_PROXIES: z.string().default('').refine(isProxyList, PROXY_LIST_HINT),
    MATOMO_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** OpenStreetMap's standard tiles unless another tile server is set. */
    MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
    /** JSON log lines on stdout from this level up. */
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    FRAME_CACHE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
    BRANDS_JSON: z
      .string()
      .refine((json) => {
        try {
          loadBrands(json);
          return true;
        } catch {
          return false;
        }
      }, 'JSON de marques invalide (voir lib/brand/brands.ts)')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV !== 'PROD') return;
    if (!env.SESSION_SECRET) ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'obligatoire en PROD' });
    if (!env.CATALOGUE_READ_TOKEN) ctx.addIssue({ code: 'custom', path: ['CATALOGUE_READ_TOKEN'], message: 'obligatoire en PROD' });
  });

/** The app's environment, checked; stops the process with one line per bad variable. */
export function readAppEnv(source: NodeJS.ProcessEnv) {
  const parsed = parseEnvOrExit(appEnvSchema, source, 'app');
  return {
    ...parsed,
    PARTNER_API_URL: (parsed.PARTNER_API_URL ?? `http://127.0.0.1:${parsed.API_PORT}/api`).replace(/\/$/, ''),
    SESSION_SECRET: parsed.SESSION_SECRET ?? localSecret(parsed.DATA_DIR, 'SESSION_SECRET'),
    CATALOGUE_READ_TOKEN: parsed.CATALOGUE_READ_TOKEN ?? localSecret(parsed.DATA_DIR, 'CATALOGUE_READ_TOKEN'),
    isProd: parsed.APP_ENV === 'PROD',
  };
}
