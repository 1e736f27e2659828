/** One line per demo account, printed by the start banner (scripts/demo-accounts.mjs). */
export const DEMO_ACCOUNTS: readonly string[];
export const DEMO_PASSWORD_LINE: string;
