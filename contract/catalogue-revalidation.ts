import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How the partner API tells the app that catalogue data changed. The app keeps catalogue answers per catalogue
 * scope (brand and closed programme types, named by the API in this header of GET user-infos) and drops them when
 * the API posts the changed tags, signed with the secret both sides share.
 */
export const CATALOGUE_SCOPE_HEADER = 'X-Catalogue-Scope';
export const REVALIDATION_PATH = '/api/cache/revalidate';
export const SIGNATURE_HEADER = 'X-Revalidation-Signature';
export const TIMESTAMP_HEADER = 'X-Revalidation-Timestamp';
/** A signed call older (or further ahead) than this is refused, so a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Every catalogue answer carries this tag; a residence's answers carry its own too. */
export const CATALOGUE_TAG = 'catalogue';
export const residenceTag = (id: number) => `residence:${id}`;
/** Lists and pages of one kind of content (news, webinar…), dropped when the back office publishes. */
export const contentTag = (kind: string) => `content:${kind}`;

/** Pages the apps keep per session (lib/page-snapshots): any change the API makes drops them all. */
export const PAGES_TAG = 'pages';

export interface RevalidationBody {
  tags: string[];
}

export function revalidationSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** True when `signature` is the signature of `body` at `timestamp`, made within the tolerance of `nowMs`. */
export function isValidRevalidation(
  secret: string,
  request: { timestamp: string | null; signature: string | null; body: string },
  nowMs: number,
): boolean {
  const { timestamp, signature, body } = request;
  if (!timestamp || !signature || !/^\d{1,13}$/.test(timestamp)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(revalidationSignature(secret, timestamp, body), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
