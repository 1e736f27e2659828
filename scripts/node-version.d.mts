/** One French/English line when `found` does not meet the `>=x.y` range, null otherwise (scripts/node-version.mjs). */
export function nodeVersionProblem(range: string, found: string): string | null;
