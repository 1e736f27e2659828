/** SPEC §8/§9: notices stay 10 s at the top of the screen. */
export const NOTICE_DURATION_MS = 10_000;
