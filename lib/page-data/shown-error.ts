// Next replaces the message of a server error by an English placeholder in production but keeps its digest:
// the digest carries the French message the adviser may read.
const DIGEST_PREFIX = 'message:';

/** An error whose French message the error screen shows (never a stack or an internal detail). */
export class ShownError extends Error {
  readonly digest: string;

  constructor(message: string) {
    super(message);
    this.name = 'ShownError';
    this.digest = `${DIGEST_PREFIX}${message}`;
  }
}

/** The French message an error carries for the adviser, if it carries one. */
export function shownMessage(error: { digest?: string }): string | undefined {
  const digest = error.digest;
  return digest?.startsWith(DIGEST_PREFIX) ? digest.slice(DIGEST_PREFIX.length) || undefined : undefined;
}
