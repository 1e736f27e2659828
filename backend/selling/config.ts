import { z } from 'zod';
import { parseEnvOrExit } from '../../contract/server/env-check';

/** Business limits of options, reservations and denunciations; every one can be set by environment. */
export type SellingConfig = {
  /** Working days an option lasts (and each extension adds). */
  optionWorkingDays: number;
  /** Live options (placed or notified) one adviser may hold at once. */
  maxLiveOptions: number;
  /** Extensions allowed per option. */
  maxExtensions: number;
  /** Days a denounced client stays protected for the adviser. */
  clientProtectionDays: number;
  /** Withdrawal period after the reservation contract is notified (CCH art. L271-1). */
  withdrawalDays: number;
  /** Back office mailbox copied on reservation notifications. */
  backOfficeEmail: string;
};

const positiveInt = z.coerce.number().int().positive();

const sellingEnvSchema = z.object({
  OPTION_WORKING_DAYS: positiveInt.max(30).default(5),
  OPTION_MAX_LIVE_PER_ADVISER: positiveInt.max(1000).default(10),
  OPTION_MAX_EXTENSIONS: z.coerce.number().int().min(0).max(10).default(1),
  CLIENT_PROTECTION_DAYS: positiveInt.max(3650).default(180),
  BACK_OFFICE_EMAIL: z.email().default('back-office@espace-partenaire.local'),
});

/** Reads the environment; a bad value stops the API at start with one line naming the variable. */
export function sellingConfigFromEnv(source: NodeJS.ProcessEnv = process.env): SellingConfig {
  const env = parseEnvOrExit(sellingEnvSchema, source, 'api');
  return {
    optionWorkingDays: env.OPTION_WORKING_DAYS,
    maxLiveOptions: env.OPTION_MAX_LIVE_PER_ADVISER,
    maxExtensions: env.OPTION_MAX_EXTENSIONS,
    clientProtectionDays: env.CLIENT_PROTECTION_DAYS,
    // The law fixes it; not configurable.
    withdrawalDays: 10,
    backOfficeEmail: env.BACK_OFFICE_EMAIL,
  };
}

/** Environment values, overridden by the app config (tests pass `config.selling`). */
export function sellingConfig(overrides: Partial<SellingConfig> | undefined): SellingConfig {
  return { ...sellingConfigFromEnv(), ...overrides };
}
