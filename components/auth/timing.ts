/** SPEC §2/§4/§9 delays. */
export const WELCOME_FADE_DELAY_MS = 4_000;
export const FADE_DURATION_MS = 500;
export const RELOAD_AFTER_LOGOUT_MS = 1_000;
export const RELOAD_AFTER_SWITCH_MS = 1_000;
export const RELOAD_AFTER_INVALID_TOKEN_MS = 2_000;
export const HOME_AFTER_RESET_MS = 2_000;
export const RELOAD_AFTER_RESET_MS = 1_000;

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
