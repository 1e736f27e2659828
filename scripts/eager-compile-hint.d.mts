/** The comment that asks V8 to compile all of a script's functions as it streams in (scripts/eager-compile-hint.mjs). */
export const EAGER_COMPILE_HINT: string;

/** `source` with the eager-compile comment on its first line, once. */
export function withEagerCompileHint(source: string): string;
