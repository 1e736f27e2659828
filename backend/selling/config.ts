import { z } from 'zod';

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

export const sellingEnvSchema = z.object({
  OPTION_WORKING_DAYS: positiveInt.max(30).default(5),
  OPTION_MAX_LIVE_PER_ADVISER: positiveInt.max(1000).default(10),
  OPTION_MAX_EXTENSIONS: z.coerce.number().int().min(0).max(10).default(1),
  CLIENT_PROTECTION_DAYS: positiveInt.max(3650).default(180),
  BACK_OFFICE_EMAIL: z.email().default('back-office@espace-partenaire.local'),
});

/** The selling limits read from a checked environment (`sellingEnvSchema` is part of backend/env.ts). */
export function sellingConfigOf(env: z.infer<typeof sellingEnvSchema>): SellingConfig {
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

const DEFAULT_SELLING = sellingConfigOf(sellingEnvSchema.parse({}));

/** The app config's limits (the environment's, read once at start), defaults where unset. */
export function sellingConfig(configured: Partial<SellingConfig> | undefined): SellingConfig {
  return { ...DEFAULT_SELLING, ...configured };
}
