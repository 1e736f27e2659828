import { actionPlace, matchingPattern, type ActionPages } from './action-pages';
import { isWellFormedActionBody } from './action-body';

export type ActionRefusal = { status: 400; reason: 'malformedAction' } | { status: 409; reason: 'unknownAction' };

/** Next's own marker of an action this build does not run: the client router then reports a newer deployment. */
export const ACTION_NOT_FOUND_HEADER = 'x-nextjs-action-not-found';

const ACTION_ID = /^[0-9a-f]{42}$/;
const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

const malformed: ActionRefusal = { status: 400, reason: 'malformedAction' };

/**
 * Why a same-origin POST must not reach Next's action handler, or null. Next answers 500 to a body its decoder
 * cannot read and forwards an action of another page to that page, an internal request that aborts; so the id must be
 * one the page at this path runs, and the body what React's client sends. `pages` is null in development.
 */
export async function serverActionRefusal(request: Request, pages: ActionPages | null): Promise<ActionRefusal | null> {
  if (request.method !== 'POST') return null;
  const pathname = new URL(request.url).pathname;
  const id = request.headers.get('next-action');
  if (id === null) {
    // A form posted without an action id is read by Next as a no-script action: this app's pages never send one.
    const isForm = FORM_TYPES.test(request.headers.get('content-type') ?? '');
    return isForm && pages !== null && matchingPattern(pathname, pages.routes) === null ? malformed : null;
  }
  if (!ACTION_ID.test(id)) return malformed;
  if (pages !== null && actionPlace(pages, id, pathname) !== 'here') return { status: 409, reason: 'unknownAction' };
  return (await isWellFormedActionBody(request.headers.get('content-type'), request.clone())) ? null : malformed;
}
